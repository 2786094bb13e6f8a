"""How set 98 was regrouped "held out (ninety-eighth)" after its scoring (a record: the zoo, the truth rows and
evaluate_estimator's docstring; README, RESULTS, ACCURACY_NOTE and the goldens were edited by hand). For the
next set, change the names, the group words and the docstring bullet; it asserts what it replaces."""
import json, re
import os
root=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..') + '/'
names=["adaptive_avg_pool3d_cnn","fmin_merge_conv1d","nanmax_pool_text","reversible_embedding_lm","f16_nanmin_pool_conv1d","bf16_adaptive_max_pool3d_cnn"]
p=root+'benchmarks/zoo.py'; s=open(p).read()
old='"held out (ninety-seventh)", "held out (blind)")'
assert old in s
s=s.replace(old,'"held out (ninety-seventh)",\n          "held out (ninety-eighth)", "held out (blind)")')
old='''# --- Added 2026-11-29 (fifty-eighth session), after the ninety-seventh set was scored: the next blind set,
# measured with ``--truth-only``. ---'''
assert old in s
s=s.replace(old,'''# --- Added 2026-11-29 (fifty-eighth session), after the ninety-seventh set was scored: the ninety-eighth
# set, measured with ``--truth-only``; scored once in the same session, before its next change. ---''')
old='NINETY_SEVENTH = "held out (ninety-seventh)"\n'
assert old in s
s=s.replace(old,old+'NINETY_EIGHTH = "held out (ninety-eighth)"\n',1)
n=0
for name in names:
    s,k=re.subn(r'(ZooEntry\("%s",.*?), BLIND\)' % name, r'\1, NINETY_EIGHTH)', s); n+=k
assert n==6, n
open(p,'w').write(s)
p=root+'benchmarks/truth/estimator_truth.json'; d=json.load(open(p)); n=0
for r in d['rows']:
    if r.get('group')=='held out (blind)':
        r['group']='held out (ninety-eighth)'; n+=1
assert n==12
open(p,'w').write(json.dumps(d,indent=1)+"\n")
p=root+'benchmarks/evaluate_estimator.py'; s=open(p).read()
old='- held out (blind): the next set'
assert old in s
s=s.replace(old,'''- held out (ninety-eighth): added in the fifty-eighth session after the ninety-seventh set was scored
  (adaptive_avg_pool3d_cnn, fmin_merge_conv1d, nanmax_pool_text, reversible_embedding_lm: float32;
  f16_nanmin_pool_conv1d, bf16_adaptive_max_pool3d_cnn: under a 16-bit policy), measured with
  ``--truth-only`` and scored once later in that session after its next change was chosen, before it
  was made (benchmarks/studies/2026-11-29-blind98/score_blind98_once.txt);
'''+old,1)
open(p,'w').write(s)
print("ok")

"""How set 100 was regrouped "held out (hundredth)" after its scoring (a record: the zoo, the truth rows and
evaluate_estimator's docstring; README, RESULTS, ACCURACY_NOTE and the goldens were edited by hand). For the
next set, change the names, the group words and the docstring bullet; it asserts what it replaces."""
import json, re
import os
root=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..') + '/'
names=["rearrange_patch_mixer","integer_lookup_embed","solarization_cnn","stats_pool_conv1d","f16_nancumsum_conv1d","bf16_gaussian_blur_cnn"]
p=root+'benchmarks/zoo.py'; s=open(p).read()
old='"held out (ninety-ninth)", "held out (blind)")'
assert old in s
s=s.replace(old,'"held out (ninety-ninth)",\n          "held out (hundredth)", "held out (blind)")')
old='''# --- Added 2026-11-29 (fifty-ninth session), after the ninety-ninth set was scored: the next blind set,
# measured with ``--truth-only``. ---'''
assert old in s
s=s.replace(old,'''# --- Added 2026-11-29 (fifty-ninth session), after the ninety-ninth set was scored: the hundredth set,
# measured with ``--truth-only``; scored once in the same session, before its next change. ---''')
old='NINETY_NINTH = "held out (ninety-ninth)"\n'
assert old in s
s=s.replace(old,old+'HUNDREDTH = "held out (hundredth)"\n',1)
n=0
for name in names:
    s,k=re.subn(r'(ZooEntry\("%s",.*?), BLIND\)' % name, r'\1, HUNDREDTH)', s); n+=k
assert n==6, n
open(p,'w').write(s)
p=root+'benchmarks/truth/estimator_truth.json'; d=json.load(open(p)); n=0
for r in d['rows']:
    if r.get('group')=='held out (blind)':
        r['group']='held out (hundredth)'; n+=1
assert n==12
open(p,'w').write(json.dumps(d,indent=1)+"\n")
p=root+'benchmarks/evaluate_estimator.py'; s=open(p).read()
old='- held out (blind): the next set'
assert old in s
s=s.replace(old,'''- held out (hundredth): added in the fifty-ninth session after the ninety-ninth set was scored
  (rearrange_patch_mixer, integer_lookup_embed, solarization_cnn, stats_pool_conv1d: float32;
  f16_nancumsum_conv1d, bf16_gaussian_blur_cnn: under a 16-bit policy), measured with ``--truth-only``
  and scored once later in that session after its next change was chosen, before it was made
  (benchmarks/studies/2026-11-29-blind100/score_blind100_once.txt);
'''+old,1)
open(p,'w').write(s)
print("ok")

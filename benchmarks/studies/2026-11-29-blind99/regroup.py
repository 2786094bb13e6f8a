"""How set 99 was regrouped "held out (ninety-ninth)" after its scoring (a record: the zoo, the truth rows and
evaluate_estimator's docstring; README, RESULTS, ACCURACY_NOTE and the goldens were edited by hand). For the
next set, change the names, the group words and the docstring bullet; it asserts what it replaces."""
import json, re
import os
root=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..') + '/'
names=["mel_spectrogram_conv1d","hashed_token_bag","convlstm3d_volume","hashed_crossing_wide","f16_discretized_embed_mlp","bf16_random_erasing_cnn"]
p=root+'benchmarks/zoo.py'; s=open(p).read()
old='"held out (ninety-eighth)", "held out (blind)")'
assert old in s
s=s.replace(old,'"held out (ninety-eighth)",\n          "held out (ninety-ninth)", "held out (blind)")')
old='''# --- Added 2026-11-29 (fifty-eighth session), after the ninety-eighth set was scored: the next blind set,
# measured with ``--truth-only`` (the first with measure_peak's device-made inputs). ---'''
assert old in s
s=s.replace(old,'''# --- Added 2026-11-29 (fifty-eighth session), after the ninety-eighth set was scored: the ninety-ninth
# set, measured with ``--truth-only`` (the first with measure_peak's device-made inputs); scored once in
# the fifty-ninth session, before its next change. ---''')
old='NINETY_EIGHTH = "held out (ninety-eighth)"\n'
assert old in s
s=s.replace(old,old+'NINETY_NINTH = "held out (ninety-ninth)"\n',1)
n=0
for name in names:
    s,k=re.subn(r'(ZooEntry\("%s",.*?), BLIND\)' % name, r'\1, NINETY_NINTH)', s); n+=k
assert n==6, n
open(p,'w').write(s)
p=root+'benchmarks/truth/estimator_truth.json'; d=json.load(open(p)); n=0
for r in d['rows']:
    if r.get('group')=='held out (blind)':
        r['group']='held out (ninety-ninth)'; n+=1
assert n==12
open(p,'w').write(json.dumps(d,indent=1)+"\n")
p=root+'benchmarks/evaluate_estimator.py'; s=open(p).read()
old='- held out (blind): the next set'
assert old in s
s=s.replace(old,'''- held out (ninety-ninth): added in the fifty-eighth session after the ninety-eighth set was scored
  (mel_spectrogram_conv1d, hashed_token_bag, convlstm3d_volume, hashed_crossing_wide: float32;
  f16_discretized_embed_mlp, bf16_random_erasing_cnn: under a 16-bit policy), measured with
  ``--truth-only`` (the first set measured with measure_peak's device-made inputs) and scored once in
  the fifty-ninth session after its next change was chosen, before it was made
  (benchmarks/studies/2026-11-29-blind99/score_blind99_once.txt);
'''+old,1)
open(p,'w').write(s)
print("ok")

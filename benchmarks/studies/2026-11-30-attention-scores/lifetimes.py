"""life.py JSONL STEP MIN_MIB: each allocation >= MIN_MIB with its lifetime (event indices), and in_use."""
import json, sys
ev = [json.loads(l) for l in open(sys.argv[1])]
step = int(sys.argv[2]); mn = float(sys.argv[3])
ev = [e for e in ev if e['step'] == step]
peak_i = max(range(len(ev)), key=lambda i: ev[i]['in_use'])
open_ = {}
life = {}
for i, e in enumerate(ev):
    if e['alloc']:
        open_[e['addr']] = i
    else:
        j = open_.pop(e['addr'], None)
        if j is not None:
            life[j] = i
for i, e in enumerate(ev):
    if e['alloc'] and e['bytes'] >= mn * 2**20:
        f = life.get(i, '-')
        alive = '*' if i <= peak_i and (f == '-' or f > peak_i) else ' '
        print(f"{i:4d} {f!s:>4} {alive} {e['bytes']/2**20:7.2f} {e['in_use']/2**20:7.2f} {e['op'][-90:]}")
print("peak at", peak_i, ev[peak_i]['in_use'] / 2**20, ev[peak_i]['op'])

"""Replays a trace's real alloc/free events (requested sizes, in the real order) in kerasmem's BFC model
and compares the chunk each request gets with the chunk the real allocator handed out.

    python replay_real_events.py EVENTS.jsonl[.gz]   (trace.py --save's file)

The buffers held before the first traced step are known only when the step frees them (the variables,
held throughout, are not): valid for a model whose held bytes are small (bf16_adaptive_max_pool3d_cnn
b16: 0.97 MiB), not for one whose variables fill regions (l2_cnn_bn b32: 32.8 MiB)."""
import gzip, json, sys
sys.path.insert(0, '/work/main')
from kerasmem.estimate.bfc import BFC, rounded
ev = [json.loads(l) for l in (gzip.open if sys.argv[1].endswith('.gz') else open)(sys.argv[1], 'rt')]
MiB = 2**20
bfc = BFC()
# buffers alive before the first traced step: freed in it without being allocated in it
first = min(e['step'] for e in ev)
alloc_addrs = set(); held = {}
for e in ev:
    if e['step'] != first: break
    if e['alloc']: alloc_addrs.add(e['addr'])
    elif e['addr'] not in alloc_addrs: held[e['addr']] = e['requested']
where = {}
for a, r in held.items():
    where[a] = bfc.alloc(r)
print('held before', len(held), sum(held.values())/MiB, 'model in_use', bfc.in_use/MiB)
worst = {}
for s in sorted({e['step'] for e in ev}):
    peak_real = peak_model = 0; diffs = []
    for e in ev:
        if e['step'] != s: continue
        if e['alloc']:
            a = bfc.alloc(e['requested']); where[e['addr']] = a
            got = bfc._size[a]
            if got != e['bytes'] and max(got, e['bytes']) > 256*1024:
                diffs.append((e['op'][-60:], rounded(e['requested'])/MiB, e['bytes']/MiB, got/MiB))
            peak_real = max(peak_real, e['in_use']); peak_model = max(peak_model, bfc.in_use)
        else:
            a = where.pop(e['addr'], None)
            if a is not None: bfc.free(a)
    print(f'step {s}: real peak {peak_real/MiB:.2f} model {peak_model/MiB:.2f}, regions {[r//MiB for r in bfc.regions]}')
    for d in diffs[:15]: print('   %-60s req %.2f real %.2f model %.2f' % d)

"""When each convolution's filter gradient ran, beside its input gradient and the next layers' ops.

Reads the JSON lines written by the op-trace study's ``trace.py --save`` and prints, for the last
two traced steps, each convolution's filter gradient (its largest buffer, the column buffer: alive
while it runs), when its input gradient started and when its first buffer was freed (its column
buffer: about when it ends), and when another layer's gradient op first allocated after that:
"LAG" if that was before the filter gradient ended, with the MiB other layers' gradient ops
allocated while it ran.

    python lag.py avgpool_s1_cnn_b16.jsonl [more.jsonl ...]
"""
import json, sys, re
MIB = 2**20
def layer(op):
    m = re.match(r"gradient_tape/[^/]+/([^/]+)/", op)
    return m.group(1) if m else None
for path in sys.argv[1:]:
    ev = [json.loads(l) for l in open(path)]
    for step in sorted({e["step"] for e in ev})[-2:]:
        es = [e for e in ev if e["step"] == step]
        t0 = min(e["t"] for e in es)
        alive = {}; bufs = []
        for e in es:
            if e["alloc"]:
                alive[e["addr"]] = e
            else:
                m = alive.pop(e["addr"], None)
                if m: bufs.append((m["t"], e["t"], m["bytes"], m["op"]))
        bufs.sort()
        filt = {}
        for a, f, n, op in bufs:
            if "BackpropFilter" in op and n >= MIB:
                L = layer(op)
                if L not in filt or n > filt[L][2]: filt[L] = (a, f, n)
        print(f"## {path.split('/')[-1]} step {step}")
        for L, (a, f, n) in sorted(filt.items(), key=lambda kv: kv[1][0]):
            inp = [(x, y, m) for x, y, m, op in bufs if layer(op) == L and "BackpropInput" in op]
            first_in = min((x for x, _, _ in inp), default=None)
            # input op's temp: freed earliest among its buffers
            in_end = min((y for _, y, _ in inp), default=None)
            others = [(x, m, op) for x, y, m, op in bufs if x > (first_in or a) and layer(op) not in (L, None) and "gradient_tape" in op]
            nxt = others[0] if others else None
            during = sum(m for x, y, m, op in bufs if a < x < f and layer(op) not in (L,) and "gradient_tape" in op)
            print(f"{L:28s} filt {(a-t0)/1e6:9.1f}-{(f-t0)/1e6:9.1f} dur {(f-a)/1e6:7.1f} {n/MIB:6.1f}MiB | input {((first_in or t0)-t0)/1e6:9.1f} first-free {((in_end or t0)-t0)/1e6:9.1f} | next other alloc {((nxt[0]-t0)/1e6 if nxt else 0):9.1f} {'LAG' if nxt and nxt[0] < f else 'done'} | other MiB allocated during filter {during/MIB:6.1f}")

"""Liveness simulation of one Keras train step traced into a TF graph (prototype).

Usage: python simulate.py [model ...]   (default: whole zoo); writes results.jsonl.
"""
import os
os.environ.update(TF_CPP_MIN_LOG_LEVEL="3", TF_ENABLE_ONEDNN_OPTS="0")
import sys, time, json, collections, heapq
sys.path.insert(0, "/work/main/benchmarks")
import numpy as np
import tensorflow as tf, keras
import zoo

MiB = 2 ** 20
ROUND = 256
VIEW = {"Identity", "IdentityN", "Reshape", "Squeeze", "ExpandDims", "StopGradient", "Snapshot",
        "PreventGradient", "EnsureShape", "CheckNumerics"}
FORWARDABLE = {"Relu", "Relu6", "Elu", "Selu", "Sigmoid", "Tanh", "Softplus", "Gelu", "AddV2", "Add", "Sub", "Mul",
               "RealDiv", "Div", "DivNoNan", "MulNoNan", "Neg", "Square", "Sqrt", "Rsqrt", "Exp", "Log", "Log1p",
               "Maximum", "Minimum", "BiasAdd", "ReluGrad", "Relu6Grad", "EluGrad", "SeluGrad", "SigmoidGrad",
               "TanhGrad", "SqrtGrad", "RsqrtGrad", "SoftplusGrad", "Reciprocal", "Abs", "Sign", "Floor", "Ceil",
               "ClipByValue", "Erf", "Pow", "SquaredDifference", "SelectV2", "Select", "AddN", "OnesLike",
               "ZerosLike", "Cast", "Inv", "FloorMod", "Round"}
CONV_BWD = {"Conv2DBackpropFilter", "Conv2DBackpropInput", "DepthwiseConv2dNativeBackpropFilter",
            "DepthwiseConv2dNativeBackpropInput"}
SCRATCH = 24 << 20
CONTROL_FLOW = {"While", "StatelessWhile", "If", "StatelessIf", "PartitionedCall", "StatefulPartitionedCall", "Case"}


def rnd(n):
    return 0 if n <= 0 else -(-n // ROUND) * ROUND


def tensor_bytes(t, unknown):
    dt = t.dtype
    if dt in (tf.resource, tf.variant, tf.string):
        return 0
    s = t.shape
    if s.rank is None or not s.is_fully_defined():
        unknown.append(t.name)
        known = [d for d in (s.as_list() if s.rank is not None else []) if d is not None]
        return 0
    return rnd(int(np.prod(s.as_list(), dtype=np.int64)) * dt.size)


class Graph:
    """Pre-digested graph: per-op inputs, outputs, sizes, consumer counts, deps."""

    def __init__(self, ops, input_names):
        self.ops = ops
        self.idx = {o.name: i for i, o in enumerate(ops)}
        self.unknown = []
        self.tid = {}
        self.size = []
        self.cnt = []
        self.dtype = []
        for o in ops:
            for t in o.outputs:
                self.tid[t.name] = len(self.size)
                self.size.append(tensor_bytes(t, self.unknown))
                self.cnt.append(0)
                self.dtype.append(t.dtype)
        self.ins = []
        self.outs = []
        self.deps = []
        for o in ops:
            ins = [self.tid[t.name] for t in o.inputs]
            for t in ins:
                self.cnt[t] += 1
            self.ins.append(ins)
            self.outs.append([self.tid[t.name] for t in o.outputs])
            d = {self.idx[t.op.name] for t in o.inputs} | {self.idx[c.name] for c in o.control_inputs}
            self.deps.append(d)
        self.input_names = input_names
        self.const_bytes = sum(self.size[self.outs[i][0]] for i, o in enumerate(ops) if o.type == "Const")
        self.input_bytes = sum(self.size[self.outs[i][0]] for i, o in enumerate(ops)
                               if o.type == "Placeholder" and o.name in input_names)
        first_grad = next((i for i, o in enumerate(ops) if o.name.startswith("gradient_tape/")), len(ops))
        self.phase = ["bwd" if o.name.startswith("gradient_tape/") else ("fwd" if i < first_grad else "opt")
                      for i, o in enumerate(ops)]
        self.cf_ops = [o.name for o in ops if o.type in CONTROL_FLOW]


class Sim:
    """Stateful walk; run(i) executes op i."""

    def __init__(self, G, forwarding, scratch=0):
        self.G, self.fw, self.scratch = G, forwarding, scratch
        self.buf_of = {}          # tensor -> buffer id (None = persistent / no memory)
        self.bsize, self.brefs, self.bname = {}, {}, {}
        self.live = 0
        self.peak, self.peak_op, self.peak_bufs = 0, None, []
        self.nb = 0
        self.events = []          # ('a', buf, size) / ('f', buf)

    def _new(self, t, size, refs):
        b = self.nb; self.nb += 1
        self.bsize[b], self.brefs[b], self.bname[b] = size, refs, self.G.ops_tname[t]
        self.live += size
        self.events.append(("a", b, size))
        return b

    def plan(self, i):
        """(alloc bytes, freed bytes, forward map) for op i in current state, without side effects."""
        G = self.G; o = G.ops[i]; typ = o.type
        ins, outs = G.ins[i], G.outs[i]
        alloc, fwd = 0, {}
        if typ in ("Const", "Placeholder", "ReadVariableOp", "VarHandleOp") or typ in VIEW:
            pass
        else:
            uses = collections.Counter(self.buf_of.get(t) for t in ins)
            used = set()
            for t in outs:
                sz = G.size[t]
                if sz == 0:
                    continue
                if self.fw and typ in FORWARDABLE:
                    for k in ins:
                        b = self.buf_of.get(k)
                        if (b is not None and b not in used and self.bsize[b] == sz and G.dtype[k] == G.dtype[t]
                                and self.brefs[b] == uses[b]):
                            fwd[t] = b; used.add(b); break
                    if t in fwd:
                        continue
                alloc += sz
        return alloc, fwd

    def run(self, i):
        G = self.G; o = G.ops[i]; typ = o.type
        ins, outs = G.ins[i], G.outs[i]
        _, fwd = self.plan(i)
        new = []
        if typ in ("Const", "Placeholder", "ReadVariableOp", "VarHandleOp"):
            for t in outs:
                self.buf_of[t] = None
        elif typ in VIEW:
            for j, t in enumerate(outs):
                src = ins[j] if typ == "IdentityN" else ins[0]
                b = self.buf_of.get(src)
                self.buf_of[t] = b
                if b is not None:
                    self.brefs[b] += G.cnt[t]
        else:
            for t in outs:
                if G.size[t] == 0:
                    self.buf_of[t] = None
                elif t in fwd:
                    b = fwd[t]; self.buf_of[t] = b; self.brefs[b] += G.cnt[t]; self.bname[b] += " -> " + G.ops_tname[t]
                else:
                    b = self._new(t, G.size[t], G.cnt[t]); self.buf_of[t] = b; new.append(b)
        if self.scratch and typ in CONV_BWD:   # crude op workspace (CPU conv backward col buffers)
            self.events.append(("a", ("s", i), self.scratch)); self.events.append(("f", ("s", i)))
            if self.live + self.scratch > self.peak:
                self.peak, self.peak_op = self.live + self.scratch, i
                self.peak_bufs = sorted(((self.bsize[b], self.bname[b]) for b in self.bsize), reverse=True)[:10]
        if self.live > self.peak:
            self.peak, self.peak_op = self.live, i
            self.peak_bufs = sorted(((self.bsize[b], self.bname[b]) for b in self.bsize), reverse=True)[:10]
        for t in ins:
            b = self.buf_of.get(t)
            if b is not None:
                self.brefs[b] -= 1
                if self.brefs[b] == 0:
                    self._free(b)
        for t in outs:   # outputs nobody consumes
            b = self.buf_of.get(t)
            if b is not None and b in self.brefs and self.brefs[b] == 0:
                self._free(b)

    def _free(self, b):
        self.events.append(("f", b))
        self.live -= self.bsize.pop(b); del self.brefs[b]; del self.bname[b]

    def freeable(self, i):
        G = self.G
        uses = collections.Counter(self.buf_of.get(t) for t in G.ins[i])
        return sum(self.bsize[b] for b, n in uses.items() if b is not None and self.brefs[b] == n)


def order_creation(G, sim):
    for i in range(len(G.ops)):
        sim.run(i)


def _kahn(G, sim, pick):
    n = len(G.ops)
    indeg = [len(d) for d in G.deps]
    succ = [[] for _ in range(n)]
    for i, d in enumerate(G.deps):
        for j in d:
            succ[j].append(i)
    ready = [i for i in range(n) if indeg[i] == 0]
    done = 0
    while ready:
        i = pick(ready)
        sim.run(i); done += 1
        for s in succ[i]:
            indeg[s] -= 1
            if indeg[s] == 0:
                ready.append(s)
    assert done == n, (done, n)


def order_fifo(G, sim):
    """Kahn with a FIFO queue: roughly what TF's executor does with one thread."""
    q = collections.deque()
    n = len(G.ops)
    indeg = [len(d) for d in G.deps]
    succ = [[] for _ in range(n)]
    for i, d in enumerate(G.deps):
        for j in d:
            succ[j].append(i)
    q.extend(i for i in range(n) if indeg[i] == 0)
    while q:
        i = q.popleft(); sim.run(i)
        for s in succ[i]:
            indeg[s] -= 1
            if indeg[s] == 0:
                q.append(s)


def order_greedy(G, sim):
    """Among ready ops run the one with the smallest (alloc - freed); ties by creation index."""
    def pick(ready):
        best, bk = None, None
        for k, i in enumerate(ready):
            a, _ = sim.plan(i)
            if a == 0:
                best = k; break
            key = (a - sim.freeable(i), i)
            if bk is None or key < bk:
                bk, best = key, k
        return ready.pop(best)
    _kahn(G, sim, pick)


class BFC:
    """Minimal model of TF's BFCAllocator (allow_growth): best fit over bins, split only when the
    chunk is >= 2x the request; bytes_in_use counts whole chunks, so unsplit chunks over-count."""
    MAXFRAG = 128 << 20

    def __init__(self):
        self.region_bytes = 2 << 20
        self.next_addr = 0
        self.chunks = {}   # addr -> [size, in_use, region]
        self.order = {}    # region -> sorted addrs (kept implicitly by addr arithmetic)
        self.free = set()  # addrs of free chunks
        self.in_use = 0
        self.peak = 0
        self.ptr = {}

    def _find(self, n):
        best = None
        for a in self.free:
            c = self.chunks[a]
            if c[0] >= n and (best is None or (c[0], a) < best):
                best = (c[0], a)
        return best

    def alloc(self, key, nbytes):
        n = max(256, rnd(nbytes))
        best = self._find(n)
        if best is None:
            inc = False
            while n > self.region_bytes:
                self.region_bytes *= 2; inc = True
            size = self.region_bytes
            if not inc:
                self.region_bytes *= 2
            a = self.next_addr; self.next_addr += size + (1 << 40)  # regions never adjacent
            self.chunks[a] = [size, False]; self.free.add(a)
            best = (size, a)
        size, a = best
        self.free.discard(a)
        if size >= 2 * n or size - n >= self.MAXFRAG:
            self.chunks[a] = [n, True]
            self.chunks[a + n] = [size - n, False]; self.free.add(a + n)
        else:
            self.chunks[a][1] = True
        self.in_use += self.chunks[a][0]
        self.peak = max(self.peak, self.in_use)
        self.ptr[key] = a

    def dealloc(self, key):
        a = self.ptr.pop(key)
        size = self.chunks[a][0]
        self.in_use -= size
        self.chunks[a][1] = False
        nxt = a + size
        if nxt in self.chunks and not self.chunks[nxt][1]:
            self.free.discard(nxt); self.chunks[a][0] += self.chunks.pop(nxt)[0]
        prev = self._prev.get(a) if False else None
        # coalesce with previous: find chunk whose end == a
        for p in list(self.free):
            if p + self.chunks[p][0] == a:
                self.chunks[p][0] += self.chunks.pop(a)[0]
                a = p
                break
        else:
            self.free.add(a)
        self.free.add(a)


def bfc_replay(persist_sizes, input_sizes, events, steps=4):
    bfc = BFC()
    for k, s in enumerate(persist_sizes):
        bfc.alloc(("p", k), s)
    peaks = []
    for st in range(steps):
        bfc.peak = bfc.in_use
        for k, s in enumerate(input_sizes):
            bfc.alloc(("x", st, k), s)
        for ev in events:
            if ev[0] == "a":
                bfc.alloc((st, ev[1]), ev[2])
            else:
                bfc.dealloc((st, ev[1]))
        for k, s in enumerate(input_sizes):
            bfc.dealloc(("x", st, k))
        peaks.append(bfc.peak)
    return peaks


ORDERS = {"creation": order_creation, "fifo": order_fifo}
VARIANTS = [("creation", False, 0), ("creation", True, 0), ("fifo", False, 0), ("fifo", True, 0),
            ("creation", True, SCRATCH), ("fifo", True, SCRATCH)]
if os.environ.get("SCRATCH_SWEEP"):   # sensitivity of the crude conv-backward workspace constant
    VARIANTS = [("creation", True, m << 20) for m in (8, 16, 24, 32)]


def trace(model, b, e):
    model.compile(optimizer=zoo.optimizer(e.optimizer), loss=e.loss, jit_compile=False)
    model.optimizer.build(model.trainable_variables)

    def step(x, y):
        with tf.GradientTape() as tape:
            pred = model(x, training=True)
            loss = model.compute_loss(x, y, pred)
        grads = tape.gradient(loss, model.trainable_variables)
        model.optimizer.apply(grads, model.trainable_variables)
        return loss

    xs = [tf.TensorSpec((b, *i.shape[1:]), i.dtype) for i in model.inputs]
    xspec = xs[0] if len(xs) == 1 else xs
    if e.loss == "binary_crossentropy":
        yspec = tf.TensorSpec((b, *model.outputs[0].shape[1:]), tf.float32)
    else:
        yspec = tf.TensorSpec((b,), tf.int32)
    cf = tf.function(step).get_concrete_function(xspec, yspec)
    return cf


def var_sizes(model):
    vs = {id(v): v for v in list(model.variables) + list(model.optimizer.variables)}.values()
    return [int(np.prod(v.shape, dtype=np.int64)) * tf.as_dtype(v.dtype).size for v in vs]


def persistent_bytes(model):
    vs = list(model.variables) + list(model.optimizer.variables)
    seen, tot = set(), 0
    for v in vs:
        key = id(v)
        if key in seen:
            continue
        seen.add(key)
        tot += rnd(int(np.prod(v.shape, dtype=np.int64)) * tf.as_dtype(v.dtype).size)
    return tot


def run_entry(e, out):
    model = e.build()
    for b in e.batch_sizes:
        t0 = time.time()
        cf = trace(model, b, e)
        ops = cf.graph.get_operations()
        input_names = {t.op.name for t in cf.inputs if t.dtype != tf.resource}
        t_trace = time.time() - t0
        t0 = time.time()
        G = Graph(ops, input_names)
        G.ops_tname = [None] * len(G.size)
        for o in ops:
            for t in o.outputs:
                G.ops_tname[G.tid[t.name]] = f"{o.type}:{t.name}{t.shape.as_list() if t.shape.rank is not None else '?'}"
        pers = persistent_bytes(model) + G.input_bytes + G.const_bytes
        t_digest = time.time() - t0
        pers_sizes = var_sizes(model) + [G.size[G.outs[i][0]] for i, o in enumerate(ops) if o.type == "Const"]
        in_sizes = [G.size[G.outs[i][0]] for i, o in enumerate(ops) if o.type == "Placeholder" and o.name in input_names]
        row = dict(model=e.name, batch=b, n_ops=len(ops), t_trace=round(t_trace, 2), t_digest=round(t_digest, 2),
                   persistent_MiB=pers / MiB, vars_MiB=persistent_bytes(model) / MiB, const_MiB=G.const_bytes / MiB,
                   n_unknown=len(G.unknown), unknown_eg=G.unknown[:4], control_flow=G.cf_ops[:6], sims={})
        for oname, fw, scr in VARIANTS:
                ofn = ORDERS[oname]
                t0 = time.time()
                sim = Sim(G, fw, scr)
                ofn(G, sim)
                key = f"{oname}{'+fwd' if fw else ''}{'+scr' if scr else ''}{(scr >> 20) if scr and scr != SCRATCH else ''}"
                t_sim = time.time() - t0; t0 = time.time()
                bfc_peaks = bfc_replay(pers_sizes, in_sizes, sim.events)
                row["sims"][key] = dict(peak_MiB=(pers + sim.peak) / MiB, transient_MiB=sim.peak / MiB,
                                        phase=G.phase[sim.peak_op], at=ops[sim.peak_op].name,
                                        t_sim=round(t_sim, 2), t_bfc=round(time.time() - t0, 2),
                                        bfc_MiB=max(bfc_peaks) / MiB, bfc_steps=[round(p / MiB, 1) for p in bfc_peaks],
                                        top=[(round(s / MiB, 2), n[:160]) for s, n in sim.peak_bufs])
        print(json.dumps({k: v for k, v in row.items() if k != "sims"}), flush=True)
        for k, v in row["sims"].items():
            print(f"   {k:14s} peak {v['peak_MiB']:8.1f} bfc {v['bfc_MiB']:8.1f}  trans {v['transient_MiB']:7.1f} {v['phase']} {v['t_sim']}s at {v['at']}", flush=True)
        out.write(json.dumps(row) + "\n"); out.flush()
    del model
    keras.backend.clear_session()


if __name__ == "__main__":
    names = sys.argv[1:] or [e.name for e in zoo.ZOO]
    with open(os.environ.get("OUT", "/tmp/liveness/results_bfc.jsonl"), "a") as out:
        for n in names:
            run_entry(zoo.entry(n), out)

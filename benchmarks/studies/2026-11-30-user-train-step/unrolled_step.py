"""A user-written train_step costed as the functional models its gradients see (a prototype, not kept).

    python unrolled_step.py MODEL BATCH [BATCH ...]     (SHOW=1: the first batch's replay at its peak;
                                                         REORDER=1: calls that read and feed no other last)

Traces the zoo model's own ``train_step`` in a ``tf.function`` (nothing runs; the optimizer's update
stubbed out, nothing built), recording each top-level Keras layer or model call (the tensors it reads and
makes, and whether a tape records its outputs) and each ``GradientTape.gradient``. The recorded calls
between two gradients make a phase; each phase's taped calls are rebuilt as one functional model (a
call's input made by an earlier call is that call's output, any other a new Input; its outputs the calls'
outputs no other call reads), compiled with the zoo's optimizer and loss, and estimated as usual; the
step's estimate is the largest phase's. Prints the truth, the model's own estimate and the phases'.
Not maintained code: a study.
"""
import os, sys
KM = os.environ.get("KM", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..")); sys.path.insert(0, KM)
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
from kerasmem.probes.tf_allocator import simulated_gpu_environment
os.environ.update(simulated_gpu_environment())
import warnings; warnings.filterwarnings("ignore")
import tensorflow as tf, keras, json
from tensorflow.python.eager import record
from zoo import compiled, optimizer
from kerasmem import estimate_memory
from kerasmem._graph import input_specs
name = sys.argv[1]; batches = [int(b) for b in sys.argv[2:]]
spec, model = compiled(name)

class NoUpdate:
    def __init__(self, real): self.real = real
    def apply_gradients(self, pairs, *a, **k): pass
    def apply(self, grads, *a, **k): pass
    def __getattr__(self, n): return getattr(self.real, n)

events = []
depth = [0]
orig = keras.Layer.__call__
orig_grad = tf.GradientTape.gradient
def spy(self, *args, **kwargs):
    top = depth[0] == 0
    depth[0] += 1
    try:
        out = orig(self, *args, **kwargs)
    finally:
        depth[0] -= 1
    if top:
        outs = [o for o in tf.nest.flatten(out) if tf.is_tensor(o)]
        taped = bool(outs) and record.should_record_backprop(outs)
        events.append(("call", self, [a for a in tf.nest.flatten((args, {k: v for k, v in kwargs.items() if k not in ("training", "mask")})) if tf.is_tensor(a)], out, taped))
    return out
def gspy(self, *a, **k):
    events.append(("gradient",))
    return orig_grad(self, *a, **k)
specs = [tf.TensorSpec(s.shape, s.dtype) for s in input_specs(model, None)]
yspec = tf.TensorSpec(model.outputs[0].shape[:-1], "int32")
real = model.optimizer
model.optimizer = NoUpdate(real)
keras.Layer.__call__ = spy
tf.GradientTape.gradient = gspy
try:
    def step(*args):
        xs, y = args[:-1], args[-1]
        return model.train_step((xs[0] if len(xs) == 1 else list(xs), y))
    tf.function(step).get_concrete_function(*specs, yspec)
finally:
    keras.Layer.__call__ = orig
    tf.GradientTape.gradient = orig_grad
    model.optimizer = real
phases, current = [], []
for e in events:
    if e[0] == "gradient":
        if current: phases.append(current); current = []
    elif e[4]:
        current.append(e)
    else:
        print("untaped", e[1].name)
if current: phases.append(current)
step_models = []
def reorder(p):
    outs = {id(o) for _, l, ta, out, _ in p for o in tf.nest.flatten(out)}
    reads = {id(t) for _, l, ta, out, _ in p for t in ta}
    alone = [e for e in p if not any(id(t) in outs for t in e[2]) and not any(id(o) in reads for o in tf.nest.flatten(e[3]))]
    ids = {id(e) for e in alone}
    return [e for e in p if id(e) not in ids] + alone if os.environ.get("REORDER") else p
for p in phases:
    p = reorder(p)
    made, inputs, consumed, outs_all = {}, [], set(), []
    for _, layer, targs, out, _ in p:
        ks = []
        for t in targs:
            if id(t) in made: ks.append(made[id(t)]); consumed.add(id(t))
            else:
                k = keras.Input(batch_shape=(None, *t.shape[1:]), dtype=t.dtype); inputs.append(k); ks.append(k)
        kout = layer(ks[0] if len(ks) == 1 else ks)
        for o, ko in zip(tf.nest.flatten(out), tf.nest.flatten(kout)):
            made[id(o)] = ko; outs_all.append((id(o), ko))
    print("phase", [l.name for _, l, *_ in p])
    m = keras.Model(inputs, [ko for i, ko in outs_all if i not in consumed], name=f"{name}_phase{len(step_models)}")
    m.compile(optimizer=optimizer(spec.optimizer), loss=spec.loss, jit_compile=False)
    step_models.append(m)
truth = {(r["model"], r["batch"]): r["median"] for r in json.load(open(os.path.join(HERE, "..", "..", "truth", "estimator_truth.json")))["rows"]}
M = 2**20
wmodel = sum(v.numpy().nbytes for v in model.weights)
for m in step_models:
    ws = {id(v) for v in m.weights}
    print("weights missing from", m.name, sum(v.numpy().nbytes for v in model.weights if id(v) not in ws) / M, "MiB")
for b in batches:
    e0 = estimate_memory(model, b, device="cpu").total
    ests = [estimate_memory(m, b, device="cpu") for m in step_models]
    es, lows = [e.total for e in ests], [e.low for e in ests]
    t = truth.get((name, b))
    print(f"{name} b{b}: truth {t/M:.1f}  model est {e0/M:.1f} ({(e0-t)/t:+.1%})  phases {[round(e/M,1) for e in es]} ({(max(es)-t)/t:+.1%})"
          f"  low {max(lows)/M:.1f} ({(max(lows)-t)/t:+.1%})")
if os.environ.get("SHOW"):
    sys.path.insert(0, os.path.join(HERE, "..", "2026-11-21-op-trace"))
    from collections import defaultdict
    from trace import plan_of
    b = batches[0]
    for m in step_models:
        plan, fixed, calls, peak = plan_of(m, b)
        print(f"{m.name} b{b}: replay peak {peak.bytes / M:.2f}; at {peak.phase} {calls[peak.layer].name if peak.layer >= 0 else '-'}")
        groups = defaultdict(lambda: [0, 0])
        for buf in peak.live:
            owner = calls[buf.owner].name if buf.owner >= 0 else "-"
            k = (owner, buf.name or buf.category, buf.category)
            groups[k][0] += buf.size(b); groups[k][1] += 1
        for (owner, n, cat), (bb, c) in sorted(groups.items(), key=lambda kv: -kv[1][0])[:25]:
            print(f"  {owner:24s} {n:36s} {cat:30s} {bb / M:7.2f} {c}")

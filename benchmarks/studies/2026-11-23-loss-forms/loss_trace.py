"""The loss phase of one training step, traced: allocations of at least a quarter output, in output units.

    python loss_trace.py "sigmoid+bce"      # a name from loss_peaks.configs; sets the simulated GPU itself

Not maintained code: a study.
"""
import os, sys
os.environ.update(TF_CPU_ALLOCATOR_USE_BFC="true", TF_ENABLE_ONEDNN_OPTS="0", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
HERE = os.path.dirname(os.path.abspath(__file__))
for p in ("../2026-11-21-op-trace", "../../.."):
    sys.path.insert(0, os.path.join(HERE, p))
import trace as T
import keras
from keras import layers
sys.path.insert(0, HERE)
from loss_peaks import configs  # noqa: E402
from kerasmem.trials import _synthetic_inputs, _synthetic_targets
K, B = 20000, 256
out = B * K * 4
name = sys.argv[1]
act, loss = configs[name]
m = keras.Sequential([keras.Input((64,)), layers.Dense(K, activation=act)])
m.compile(keras.optimizers.SGD(), loss)
x = _synthetic_inputs(m, B, None); y = _synthetic_targets(m, x)
m.train_on_batch(x, y)
(peak, events), = T.traced_steps(m, x, y, 1)
base = events[0]["in_use"] - (events[0]["bytes"] if events[0]["alloc"] else -events[0]["bytes"])
live = {}
print(name, "peak", round(peak / out, 2), "outputs; weights", round(64*K*4/out, 3))
for e in events:
    if e.get("requested", e["bytes"]) >= out // 4 or e["bytes"] >= out // 4:
        sign = "+" if e["alloc"] else "-"
        print(f"  {sign}{e['bytes']/out:.2f} req {e.get('requested',0)/out:.2f} in_use {(e['in_use'])/out:5.2f}  {e['op'][-70:]}")

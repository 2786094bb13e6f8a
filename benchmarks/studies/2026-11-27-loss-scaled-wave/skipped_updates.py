"""For each mixed_float16 zoo model: how many of the truth's 4 first steps skip the update (loss scale)."""
import os, sys, math
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
sys.path[:0] = [os.path.join(os.path.dirname(__file__), "..", ".."), os.path.join(os.path.dirname(__file__), "..", "..", "..")]
import zoo
from kerasmem import trials
names = sys.argv[1:] or [e.name for e in zoo.ZOO]
for name in names:
    e = zoo.entry(name)
    try:
        _, m = zoo.compiled(name)
    except Exception as ex:
        continue
    opt = m.optimizer
    if type(opt).__name__ != "LossScaleOptimizer" and getattr(m, "dtype_policy", None) is not None and "float16" not in str(m.dtype_policy.name):
        continue
    if not hasattr(opt, "dynamic_scale"):
        # Keras wraps at compile under mixed_float16 (auto_scale_loss); check the built optimizer
        if "mixed_float16" not in str(getattr(m.dtype_policy, "name", "")):
            continue
    batch = e.batch_sizes[0]
    x = trials._synthetic_inputs(m, batch, None)
    y = trials._synthetic_targets(m, x)
    scales = []
    for _ in range(4):
        m.train_on_batch(x, y)
        scales.append(float(m.optimizer.dynamic_scale.numpy()) if hasattr(m.optimizer, "dynamic_scale") else None)
    if scales[0] is None:
        print(name, "not loss-scaled", flush=True); continue
    skipped = [round(math.log2(32768 / s)) for s in scales]
    steps = [b - a for a, b in zip([0] + skipped, skipped)]
    print(name, "b%d" % batch, "skipped per step:", steps, "updated steps:", steps.count(0), flush=True)

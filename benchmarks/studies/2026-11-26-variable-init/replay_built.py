"""TensorFlow's memory in use after building a zoo model and its optimizer, against the replays.

    python replay_built.py MODEL

On the simulated GPU (set here, before TensorFlow is imported). Prints the allocator's bytes in use
after ``zoo.compiled`` (the weights) and after ``optimizer.build`` (the slots too), and what a
``BFC`` holds after replaying (a) ``variables.variables_made`` (the initializers' temporaries, a
handle per variable) and (b) each variable allocated in turn (the replay before this study).
Not maintained code: a study.
"""
import os, sys
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
sys.path[:0] = ["/work/main/benchmarks", "/work/main"]
import numpy as np, tensorflow as tf
from kerasmem.estimate.bfc import BFC
from kerasmem.estimate.variables import KEPT, made, variables_made
from zoo import compiled

current = lambda: tf.config.experimental.get_memory_info("CPU:0")["current"]
name = sys.argv[1]
model = compiled(name)[1]
built = current()
model.optimizer.build(model.trainable_variables)
optimizer = current()
size = lambda v: int(np.prod(v.shape)) * np.dtype(v.dtype).itemsize
slots = [size(v) for v in model.optimizer.variables]
weights = [size(v) for v in model.weights]
held = []
for steps in (variables_made(model, [], True), variables_made(model, slots, True),
              tuple((KEPT, n) for n in weights if n), tuple((KEPT, n) for n in weights + slots if n)):
    bfc = BFC()
    made(bfc, steps)
    held.append(bfc.in_use / 2**20)
print(f"| {name} | {built / 2**20:.3f} | {held[0]:.3f} | {held[2]:.3f} | {optimizer / 2**20:.3f} | {held[1]:.3f} | {held[3]:.3f} |")

"""``trace.py`` on a probe: two grouped Conv2Ds, 16 -> 64 -> 16 channels (a record; not maintained code).

    python trace_probe.py BATCH EVENTS.jsonl > trace_probe_bBATCH.txt

The first convolution's output is 4 times its input, the second's input 4 times its output: which
of the XLA call's buffers is input-sized and which output-sized (``events.py EVENTS.jsonl 500000``).
"""
import os
import runpy
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TRACE = os.path.join(HERE, "..", "2026-11-21-op-trace", "trace.py")
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="",
                  TF_CPP_MIN_LOG_LEVEL="3")
sys.path.insert(0, os.path.join(HERE, "..", ".."))  # benchmarks/ (zoo)
import zoo  # noqa: E402


def build():
    import keras
    from keras import layers

    x = inputs = keras.Input((64, 64, 16))
    x = layers.Conv2D(64, 3, padding="same", groups=4, use_bias=False)(x)
    x = layers.Conv2D(16, 3, padding="same", groups=4, use_bias=False)(layers.ReLU()(x))
    return keras.Model(inputs, layers.Dense(4)(layers.GlobalAveragePooling2D()(layers.ReLU()(x))), name="probe")


zoo.ZOO = zoo.ZOO + (zoo.ZooEntry("probe_grouped", build, "sgd", zoo.SPARSE, (16, 64), True, "held out (seen)"),)
sys.argv = [TRACE, "probe_grouped", sys.argv[1], "--steps", "1", "--save", sys.argv[2]]
runpy.run_path(TRACE, run_name="__main__")

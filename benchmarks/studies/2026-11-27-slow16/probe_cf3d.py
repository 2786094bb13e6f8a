"""trace.py on a probe: channels-first Conv3D 4 -> 32 (stride 1) -> 8 (stride 1, in 4x the out).

    python probe_cf3d.py BATCH EVENTS.jsonl
"""
import os, sys, runpy
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.join(HERE, "..", "..")
sys.path.insert(0, ROOT); sys.path.insert(0, os.path.join(HERE, "..", "2026-11-21-op-trace"))
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
import zoo
def build():
    import keras
    from keras import layers
    f = "channels_first"
    x = inputs = keras.Input((4, 16, 32, 32))
    x = layers.Conv3D(32, 3, padding="same", use_bias=False, data_format=f)(x)   # 4 -> 32: out 8x the input
    x = layers.Conv3D(8, 3, padding="same", use_bias=False, data_format=f)(layers.ReLU()(x))  # 32 -> 8: in 4x the out
    return keras.Model(inputs, layers.Dense(4)(layers.GlobalAveragePooling3D(data_format=f)(layers.ReLU()(x))), name="probe")
zoo.ZOO = zoo.ZOO + (zoo.ZooEntry("probe_cf3d", build, "sgd", "sparse_categorical_crossentropy", (4, 8), True, "held out (seen)"),)
sys.argv = ["trace.py", "probe_cf3d", sys.argv[1], "--steps", "1", "--save", sys.argv[2]]
runpy.run_path(os.path.join(HERE, "..", "2026-11-21-op-trace", "trace.py"), run_name="__main__")

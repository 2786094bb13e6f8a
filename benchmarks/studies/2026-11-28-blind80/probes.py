"""probes.py trace NAME BATCH OUT.jsonl | probes.py est NAME BATCH: probe models for Pow and Prod."""
import os, sys, runpy
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
KM = os.environ.get("KM", os.path.abspath(os.path.join(os.path.dirname(__file__), "../../..")))
sys.path.insert(0, KM); sys.path.insert(0, KM + "/benchmarks"); sys.path.insert(0, KM + "/benchmarks/studies/2026-11-21-op-trace")
import zoo


def _mlp(layer_factory, name, width=1024, features=128):
    import keras
    from keras import layers
    x = inputs = keras.Input((features,))
    for _ in range(2):
        x = layer_factory()(layers.Dense(width)(x))
    return keras.Model(inputs, layers.Dense(10)(x), name=name)


def pow_learn():
    import keras
    from keras import layers, ops

    class PowGate(layers.Layer):
        def build(self, s):
            self.p = self.add_weight(shape=(s[-1],), initializer=keras.initializers.Constant(0.5))

        def call(self, x):
            return ops.power(ops.abs(x) + 1.0, self.p)
    return _mlp(PowGate, "pow_learn")


def pow_const():
    from keras import layers, ops

    class Cube(layers.Layer):
        def call(self, x):
            return ops.power(x, 3.0)
    return _mlp(Cube, "pow_const")


def pow_frac():
    from keras import layers, ops

    class Frac(layers.Layer):
        def call(self, x):
            return ops.power(ops.abs(x) + 1.0, 1.7)
    return _mlp(Frac, "pow_frac")


def prod4():
    import keras
    from keras import layers, ops

    class Prod(layers.Layer):
        def call(self, x):
            return ops.prod(ops.reshape(x, (-1, x.shape[-1] // 4, 4)), axis=-1)
    x = inputs = keras.Input((128,))
    for _ in range(2):
        x = Prod()(layers.Dense(2048)(x))
    return keras.Model(inputs, layers.Dense(10)(x), name="prod4")


for f in (pow_learn, pow_const, pow_frac, prod4):
    zoo.ZOO = zoo.ZOO + (zoo.ZooEntry(f.__name__, f, "adam", "sparse_categorical_crossentropy", (64, 256), True, "held out (seen)"),)

if __name__ == "__main__":
    mode, name, batch = sys.argv[1:4]
    if mode == "trace":
        sys.argv = ["trace.py", name, batch, "--steps", "2", "--save", sys.argv[4]]
        runpy.run_path(KM + "/benchmarks/studies/2026-11-21-op-trace/trace.py", run_name="__main__")
    else:
        sys.argv = ["laycost.py", name, batch]
        runpy.run_path(os.path.join(os.path.dirname(__file__), "laycost.py"), run_name="__main__")

import sys
sys.path.insert(0, "/work/main/benchmarks/studies/2026-11-21-op-trace")
sys.path.insert(0, "/work/main/benchmarks")
import zoo

def _variant(kind):
    def build():
        import keras
        from keras import layers, ops
        class Reconstruction(layers.Layer):
            def call(self, inputs):
                x, logits = inputs
                if kind == "bce":
                    self.add_loss(ops.mean(ops.nn.binary_crossentropy(ops.sigmoid(x), logits, from_logits=True)))
                elif kind == "sq":
                    self.add_loss(ops.mean(ops.square(ops.sigmoid(x) - logits)))
                return logits
        x = inputs = keras.Input((256,))
        for width in (512, 64, 512):
            x = layers.Dense(width, activation="relu" if width == 512 else None)(x)
        logits = Reconstruction()([inputs, layers.Dense(256)(x)])
        return keras.Model(inputs, layers.Dense(4)(logits), name="aux_" + kind)
    return build
for kind in ("none", "bce", "sq"):
    zoo.ZOO = zoo.ZOO + (zoo.ZooEntry("aux_" + kind, _variant(kind), "sgd_nesterov", zoo.SPARSE, (256, 2048), True, zoo.BLIND),)
import trace as tr
tr.main()

"""Memory held between steps beyond weights and optimizer state, for a few small variants."""
import os, sys
os.environ.update(TF_ENABLE_ONEDNN_OPTS="0", TF_CPU_ALLOCATOR_USE_BFC="true", CUDA_VISIBLE_DEVICES="", TF_CPP_MIN_LOG_LEVEL="3")
import numpy as np, tensorflow as tf, keras
from keras import layers
variant, batch = sys.argv[1], int(sys.argv[2])
x = inp = keras.Input((48, 48, 16))
if variant == "plain":
    x = layers.Conv2D(32, 3, padding="same")(x)
elif variant == "dropout":
    x = layers.Dropout(0.2)(layers.Conv2D(32, 3, padding="same")(x))
elif variant == "dropout_noise":
    x = layers.Dropout(0.2, noise_shape=(None, 1, 1, 1))(layers.Conv2D(32, 3, padding="same")(x))
elif variant == "swish":
    x = layers.Activation("swish")(layers.Conv2D(32, 3, padding="same")(x))
elif variant == "se":
    y = layers.Conv2D(32, 3, padding="same")(x)
    s = layers.Reshape((1, 1, 32))(layers.GlobalAveragePooling2D()(y))
    s = layers.Conv2D(32, 1, activation="sigmoid")(layers.Conv2D(8, 1, activation="swish")(s))
    x = layers.Multiply()([y, s])
elif variant == "bn":
    x = layers.BatchNormalization()(layers.Conv2D(32, 3, padding="same")(x))
elif variant == "dw":
    x = layers.DepthwiseConv2D(3, padding="same")(layers.Conv2D(32, 3, padding="same")(x))
elif variant == "norm":
    x = layers.Rescaling(1 / 255.0)(x)
    x = layers.Normalization(axis=-1)(x)
    x = layers.Conv2D(32, 3, padding="same")(x)
elif variant == "bn_frozen":
    bn = layers.BatchNormalization(); x = bn(layers.Conv2D(32, 3, padding="same")(x)); bn.trainable = False
elif variant == "mobilenetv2":
    base = keras.applications.MobileNetV2(input_shape=(96, 96, 3), weights=None, include_top=False)
    inp = keras.Input((96, 96, 3)); x = base(inp)
elif variant == "effnet_flat":
    base = keras.applications.EfficientNetB0(input_shape=(96, 96, 3), weights=None, include_top=False)
    inp = base.input; x = base.output
elif variant == "mlp":
    inp = keras.Input((1024,)); x = inp
    for _ in range(4):
        x = layers.Dense(1024, activation="relu")(x)
    x = layers.Reshape((1, 1, 1024))(x)
elif variant == "bigconv":
    for _ in range(3):
        x = layers.Conv2D(int(os.environ.get("F", 256)), int(os.environ.get("K", 3)), padding="same")(x)
elif variant == "efficientnet":
    base = keras.applications.EfficientNetB0(input_shape=(96, 96, 3), weights=None, include_top=False)
    inp = keras.Input((96, 96, 3)); x = base(inp)
x = layers.Dense(10)(layers.GlobalAveragePooling2D()(x))
model = keras.Model(inp, x)
model.compile(optimizer=os.environ.get("OPT", "sgd"), loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), jit_compile=False)
shape = (batch, *model.input_shape[1:])
data = np.random.rand(*shape).astype("float32"); y = np.random.randint(0, 10, batch)
import gc; gc.collect() if os.environ.get("GC") else None
held = [tf.config.experimental.get_memory_info("CPU:0")["current"]]
for _ in range(3):
    model.train_on_batch(data, y)
    held.append(tf.config.experimental.get_memory_info("CPU:0")["current"])
w = sum(int(np.prod(v.shape)) * v.dtype.size if hasattr(v.dtype, "size") else 0 for v in model.weights)
w = sum(v.numpy().nbytes for v in model.weights)
print(f"{variant:14s} b{batch}: held after steps {[round(h/2**20,2) for h in held]} MiB, weights {w/2**20:.2f} MiB, extra {(held[-1]-w)/2**20:.2f} MiB; one activation {batch*48*48*32*4/2**20:.2f} MiB")

"""One measurement run: python measure.py MODEL BATCH OPTIMIZER OUT.json
Ground truth = TF's BFC allocator on CPU:0 (stands in for the GPU allocator)."""
import os
os.environ["TF_ENABLE_ONEDNN_OPTS"] = "0"
os.environ["TF_CPU_ALLOCATOR_USE_BFC"] = "true"
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import sys, json, time
T0 = time.time()
import numpy as np
import tensorflow as tf
import keras
from keras import layers

T_IMPORT = time.time() - T0
if os.environ.get("STUDY_INTEROP"):
    tf.config.threading.set_inter_op_parallelism_threads(int(os.environ["STUDY_INTEROP"]))
DEV = "CPU:0"
mem = lambda: tf.config.experimental.get_memory_info(DEV)
reset = lambda: tf.config.experimental.reset_memory_stats(DEV)


class PosEmb(layers.Layer):
    def build(self, s):
        self.p = self.add_weight(shape=(s[1], s[2]), initializer="zeros", name="pos")
    def call(self, x):
        return x + self.p


# ---------------------------------------------------------------- zoo
def m_mnist_cnn():
    i = keras.Input((28, 28, 1))
    x = layers.Conv2D(32, 5, padding="same", activation="relu")(i)
    x = layers.MaxPooling2D()(x)
    x = layers.Conv2D(64, 5, padding="same", activation="relu")(x)
    x = layers.MaxPooling2D()(x)
    x = layers.Flatten()(x)
    x = layers.Dense(1024, activation="relu")(x)
    x = layers.Dropout(0.5)(x)
    o = layers.Dense(10, activation="softmax")(x)
    return keras.Model(i, o), "scce"

def m_mlp():
    i = keras.Input((784,))
    x = layers.Dense(4096, activation="relu")(i)
    x = layers.Dense(4096, activation="relu")(x)
    o = layers.Dense(10, activation="softmax")(x)
    return keras.Model(i, o), "scce"

def m_bn_cnn():
    i = keras.Input((64, 64, 3)); x = i
    for f in (64, 128, 256, 256):
        x = layers.Conv2D(f, 3, padding="same")(x)
        x = layers.BatchNormalization()(x)
        x = layers.ReLU()(x)
        x = layers.MaxPooling2D()(x)
    x = layers.GlobalAveragePooling2D()(x)
    o = layers.Dense(10, activation="softmax")(x)
    return keras.Model(i, o), "scce"

def m_mobilenetv2():
    return keras.applications.MobileNetV2(weights=None, input_shape=(96, 96, 3), alpha=0.5, classes=10), "scce"

def m_resnet50():
    return keras.applications.ResNet50(weights=None, input_shape=(64, 64, 3), classes=10), "scce"

def m_densenet121():
    return keras.applications.DenseNet121(weights=None, input_shape=(64, 64, 3), classes=10), "scce"

def m_lstm():
    i = keras.Input((50, 32))
    x = layers.LSTM(256)(i)
    o = layers.Dense(10, activation="softmax")(x)
    return keras.Model(i, o), "scce"

def m_gru2():
    i = keras.Input((50, 32))
    x = layers.GRU(128, return_sequences=True)(i)
    x = layers.GRU(128, return_sequences=True)(x)
    x = layers.GlobalAveragePooling1D()(x)
    o = layers.Dense(10, activation="softmax")(x)
    return keras.Model(i, o), "scce"

def m_transformer():
    i = keras.Input((64,), dtype="int32")
    x = layers.Embedding(5000, 128)(i)
    x = PosEmb()(x)
    for _ in range(2):
        a = layers.MultiHeadAttention(num_heads=4, key_dim=32)(x, x)
        a = layers.Dropout(0.1)(a)
        x = layers.LayerNormalization()(layers.Add()([x, a]))
        f = layers.Dense(512, activation="relu")(x)
        f = layers.Dense(128)(f)
        f = layers.Dropout(0.1)(f)
        x = layers.LayerNormalization()(layers.Add()([x, f]))
    x = layers.GlobalAveragePooling1D()(x)
    o = layers.Dense(10, activation="softmax")(x)
    return keras.Model(i, o), "scce"

def m_autoencoder():
    i = keras.Input((64, 64, 1))
    x = layers.Conv2D(32, 3, strides=2, padding="same", activation="relu")(i)
    x = layers.Conv2D(64, 3, strides=2, padding="same", activation="relu")(x)
    x = layers.Conv2D(128, 3, strides=2, padding="same", activation="relu")(x)
    x = layers.Conv2DTranspose(64, 3, strides=2, padding="same", activation="relu")(x)
    x = layers.Conv2DTranspose(32, 3, strides=2, padding="same", activation="relu")(x)
    x = layers.Conv2DTranspose(16, 3, strides=2, padding="same", activation="relu")(x)
    o = layers.Conv2D(1, 3, padding="same", activation="sigmoid")(x)
    return keras.Model(i, o), "mse"

def m_two_input():
    im = keras.Input((32, 32, 3)); v = keras.Input((20,))
    x = layers.Conv2D(32, 3, padding="same", activation="relu")(im)
    x = layers.MaxPooling2D()(x)
    x = layers.Conv2D(64, 3, padding="same", activation="relu")(x)
    x = layers.MaxPooling2D()(x)
    x = layers.Flatten()(x)
    y = layers.Dense(64, activation="relu")(v)
    z = layers.Concatenate()([x, y])
    z = layers.Dense(128, activation="relu")(z)
    o = layers.Dense(10, activation="softmax")(z)
    return keras.Model([im, v], o), "scce"

ZOO = {k[2:]: v for k, v in globals().items() if k.startswith("m_")}

def make_opt(name):
    return {
        "adam": lambda: keras.optimizers.Adam(1e-3),
        "sgd": lambda: keras.optimizers.SGD(1e-2),
        "sgdm": lambda: keras.optimizers.SGD(1e-2, momentum=0.9),
        "rmsprop": lambda: keras.optimizers.RMSprop(1e-3),
        "adamw": lambda: keras.optimizers.AdamW(1e-3),
        "adagrad": lambda: keras.optimizers.Adagrad(1e-2),
    }[name]()


# ---------------------------------------------------------------- static analysis
def nbytes_kt(t):
    """bytes per sample of a KerasTensor (batch dim dropped)."""
    n = 1
    for d in t.shape[1:]:
        n *= d
    return n * np.dtype(t.dtype).itemsize

RELU_LIKE = ("ReLU", "Activation", "Softmax", "LeakyReLU", "ELU", "PReLU")

def static_analysis(model):
    a_all = 0      # sum of all layer outputs (layer granularity)
    a_fused = 0    # + pre-activation tensors of layers with a fused non-linear activation
    a_saved = 0    # heuristic: inputs of param layers + outputs of relu-like/fused act + pool in/out + dropout mask
    per_layer = []
    inputs = 0
    for layer in model.layers:
        cls = type(layer).__name__
        for node in layer._inbound_nodes:
            outs = keras.tree.flatten(node.output_tensors)
            ins = keras.tree.flatten(node.input_tensors)
            ob = sum(nbytes_kt(t) for t in outs)
            ib = sum(nbytes_kt(t) for t in ins)
            if cls == "InputLayer":
                inputs += ob
                continue
            act = getattr(layer, "activation", None)
            fused = act is not None and getattr(act, "__name__", "") not in ("linear", "") and cls not in ("LSTM", "GRU", "SimpleRNN", "Activation")
            a_all += ob
            a_fused += ob * (2 if fused else 1)
            s = 0
            if layer.weights and cls != "PosEmb":
                s += ib if cls != "Embedding" else 0
            if fused or cls in RELU_LIKE:
                s += ob
            if "Pooling" in cls and "Global" not in cls:
                s += ib + ob
            if cls == "Dropout":
                s += ob
            a_saved += s
            per_layer.append((layer.name, cls, ib, ob, s))
    return dict(inputs_ps=inputs, a_all_ps=a_all, a_fused_ps=a_fused, a_saved_ps=a_saved), per_layer


def var_bytes(vs):
    return int(sum(int(np.prod(v.shape)) * np.dtype(v.dtype).itemsize for v in vs))


# ---------------------------------------------------------------- main
def main():
    name, batch, optname, out = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
    nsteps = 4
    keras.utils.set_random_seed(0)
    r = dict(model=name, batch=batch, opt=optname, import_s=T_IMPORT)
    m0 = mem()["current"]
    t = time.time()
    model, lossname = ZOO[name]()
    opt = make_opt(optname)
    loss = "sparse_categorical_crossentropy" if lossname == "scce" else "mse"
    model.compile(optimizer=opt, loss=loss, jit_compile=False)
    r["build_s"] = time.time() - t
    r["mem_before_build"] = m0
    r["baseline"] = mem()["current"]
    r["W"] = var_bytes(model.weights)
    r["W_trainable"] = var_bytes(model.trainable_weights)
    r["n_params"] = int(model.count_params())
    st, per_layer = static_analysis(model)
    r.update(st)

    # synthetic data
    rng = np.random.default_rng(0)
    def one_batch():
        xs = []
        for inp in model.inputs:
            shp = (batch,) + tuple(inp.shape[1:])
            if "int" in str(inp.dtype):
                xs.append(rng.integers(0, 5000, size=shp).astype(np.int32))
            else:
                xs.append(rng.random(shp, dtype=np.float32))
        x = xs[0] if len(xs) == 1 else xs
        if lossname == "mse":
            y = xs[0]
        else:
            y = rng.integers(0, 10, size=(batch,)).astype(np.int32)
        return x, y
    data = [one_batch() for _ in range(nsteps)]
    r["x_bytes_batch"] = int(sum(a.nbytes for a in keras.tree.flatten(data[0][0])))
    r["y_bytes_batch"] = int(data[0][1].nbytes)

    peaks, step_s, cur_after = [], [], []
    for x, y in data:
        reset()
        t = time.time()
        model.train_on_batch(x, y)
        step_s.append(time.time() - t)
        mi = mem()
        peaks.append(mi["peak"])
        cur_after.append(mi["current"])
    r["step_peaks"] = peaks
    r["step_s"] = step_s
    r["current_after_steps"] = cur_after
    r["P"] = max(peaks)
    r["current_after"] = cur_after[-1]
    r["S_measured"] = cur_after[-1] - r["baseline"]
    r["S_optvars"] = var_bytes(model.optimizer.variables)
    r["metric_var_bytes"] = var_bytes(model.metrics_variables) if hasattr(model, "metrics_variables") else None

    # forward passes (after training; uses 1st batch)
    x = data[0][0]
    fi = tf.function(lambda x: model(x, training=False))
    ft = tf.function(lambda x: model(x, training=True))
    for key, fn in (("fwd_infer_graph", fi), ("fwd_train_graph", ft),
                    ("fwd_infer_eager", lambda x: model(x, training=False))):
        res = []
        for _ in range(2):
            before = mem()["current"]
            reset()
            o = fn(x)
            pk = mem()["peak"]
            del o
            res.append(dict(before=before, peak=pk, delta=pk - before))
        r[key] = res
    # decomposition: (forward + loss + backward, all grads returned) then optimizer apply alone
    loss_fn = keras.losses.get(loss)
    tv = model.trainable_variables
    @tf.function
    def grad_only(x, y):
        with tf.GradientTape() as tape:
            l = tf.reduce_mean(loss_fn(y, model(x, training=True)))
        return tape.gradient(l, tv)
    @tf.function
    def apply_only(g):
        model.optimizer.apply_gradients(zip(g, tv))
    res = []
    for _ in range(2):
        x, y = data[1]
        before = mem()["current"]
        reset()
        g = grad_only(x, y)
        pk_g = mem()["peak"]; held = mem()["current"]
        reset()
        apply_only(g)
        pk_a = mem()["peak"]
        del g
        res.append(dict(before=before, grad_peak=pk_g, grads_held=held - before, apply_peak=pk_a, apply_delta=pk_a - held))
    r["decomp"] = res
    r["current_end"] = mem()["current"]
    json.dump(dict(r=r, per_layer=per_layer), open(out, "w"), indent=1)

main()

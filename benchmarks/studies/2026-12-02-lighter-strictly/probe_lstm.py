"""Which small models' momentum replay exceeds Adagrad's and RMSprop's own (for the test)."""
import os
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import keras
from keras import layers
from kerasmem.estimate.analytic import prepare

models = {
    "lstm": lambda: keras.Sequential([keras.Input((50, 32)), layers.LSTM(256), layers.Dense(10)]),
    "table": lambda: keras.Sequential([keras.Input((20,), dtype="int32"), layers.Embedding(50_000, 32),
                                       layers.GlobalAveragePooling1D(), layers.Dense(4)]),
    "mlp": lambda: keras.Sequential([keras.Input((784,)), layers.Dense(1024, activation="relu"), layers.Dense(10)]),
}
for name, build in models.items():
    model = build()
    est = {o: prepare(model, device="cpu", optimizer=opt) for o, opt in
           (("momentum", keras.optimizers.SGD(momentum=0.9)), ("adagrad", "adagrad"), ("rmsprop", "rmsprop"))}
    for b in (1, 8, 32, 128, 512):
        print(name, b, {o: round(e(b).total / 2**20, 2) for o, e in est.items()},
              [n[:40] for n in est["adagrad"](b).notes if n.startswith("held")])

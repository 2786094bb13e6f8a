"""Loss buffers: peak measured vs estimated for one wide output layer under each loss form.

    kerasmem simulate --memory 4GiB -- python loss_peaks.py [NAME ...]

Not maintained code: a study.
"""
import sys, keras
from keras import layers
from kerasmem import measure_peak
from kerasmem.estimate import prepare
K, B = 20000, 256
MiB = 2**20
out = B * K * 4 / MiB
configs = {
    "softmax+scce": ("softmax", "sparse_categorical_crossentropy"),
    "softmax+cce": ("softmax", "categorical_crossentropy"),
    "linear+scce logits": (None, keras.losses.SparseCategoricalCrossentropy(from_logits=True)),
    "linear+scce probs": (None, "sparse_categorical_crossentropy"),
    "linear+cce probs": (None, "categorical_crossentropy"),
    "sigmoid+bce": ("sigmoid", "binary_crossentropy"),
    "linear+bce probs": (None, "binary_crossentropy"),
    "linear+bce logits": (None, keras.losses.BinaryCrossentropy(from_logits=True)),
    "linear+mse": (None, "mse"),
    "linear+mae": (None, "mae"),
}
if __name__ == "__main__":
  which = sys.argv[1:] or list(configs)
  print(f"output {out:.2f} MiB")
  for name in which:
      act, loss = configs[name]
      keras.utils.clear_session()
      m = keras.Sequential([keras.Input((64,)), layers.Dense(K, activation=act)])
      m.compile(keras.optimizers.SGD(), loss)
      meas = measure_peak(m, B, steps=4).peak / MiB
      est = prepare(m, device="cpu")(B).total / MiB
      print(f"{name:22s} measured {meas:7.1f} estimate {est:7.1f} diff {(meas-est)/out:+.2f} outputs  err {est/meas-1:+.1%}", flush=True)

"""Regenerates the genuine out-of-memory fixtures oom_simulated_*.txt (TensorFlow 2.21, Keras 3.15).

Each case runs in a fresh process on the simulated GPU, capped: the exception's
text goes to oom_simulated_<case>_error.txt and, for the graph case, what
TensorFlow logged (the allocator's summary) to oom_simulated_<case>_log.txt.

    python tests/data/make_oom_fixtures.py
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent

CASES = {
    # (cap in MiB, code): the code raises the out-of-memory error.
    "dense_graph": (64, """
import numpy as np, keras
from keras import layers
model = keras.Sequential([keras.Input((784,)), layers.Dense(1024, activation="relu"),
                          layers.Dense(1024, activation="relu"), layers.Dense(10)])
model.compile("adam", "sparse_categorical_crossentropy")
model.train_on_batch(np.zeros((8192, 784), "float32"), np.zeros(8192, "int32"))
"""),
    "conv_graph": (96, """
import numpy as np
from kerasmem.models import mnist_cnn
model = mnist_cnn()
model.compile("adam", "sparse_categorical_crossentropy")
model.train_on_batch(np.zeros((1024, 28, 28, 1), "float32"), np.zeros(1024, "int32"))
"""),
    "eager_build": (64, """
import keras
from keras import layers
keras.Sequential([keras.Input((784,)), layers.Dense(2048), layers.Dense(2048), layers.Dense(10)])
"""),
}

RUNNER = """
import sys, traceback
code = sys.stdin.read()
try:
    exec(code)
except Exception as error:
    import tensorflow as tf
    if not isinstance(error, tf.errors.ResourceExhaustedError):
        raise
    sys.stdout.write(str(error))
else:
    sys.exit("no out-of-memory error")
"""


def main() -> None:
    for case, (cap, code) in CASES.items():
        env = {**os.environ, "TF_ENABLE_ONEDNN_OPTS": "0", "TF_CPU_ALLOCATOR_USE_BFC": "true",
               "TF_CPU_BFC_MEM_LIMIT_IN_MB": str(cap), "CUDA_VISIBLE_DEVICES": ""}
        env.pop("TF_CPP_MIN_LOG_LEVEL", None)  # the allocator's summary is logged at INFO level
        result = subprocess.run([sys.executable, "-c", RUNNER], input=code, capture_output=True, text=True,
                                env=env, check=True)
        (HERE / f"oom_simulated_{case}_error.txt").write_text(result.stdout + "\n")
        if case == "dense_graph":
            (HERE / f"oom_simulated_{case}_log.txt").write_text(result.stderr)
        print(case, "ok")


if __name__ == "__main__":
    main()

"""Trains each new builder as the benchmark does (measure_peak, 4 steps), one fresh process per (model, batch):
``benchmarks/check_builders.py`` with this set's models.

Usage: check.py [--zoo[=DIR]] [--small|--large] [name ...]   (no names: all six, both batch sizes; --zoo: the
builders from benchmarks/zoo.py, or the zoo.py in DIR)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
from check_builders import main  # noqa: E402

MODELS = {  # name: (optimizer, (smaller, larger)[, loss])
    "sknet_selective_kernel_classifier": ("sgd_momentum", (4, 32)),
    "qrnn_fo_pooling_sentiment_classifier": ("rmsprop", (8, 64)),
    "synthesizer_dense_random_text_classifier": ("lion", (2, 16)),
    "bf16_fibinet_bilinear_ctr": ("adagrad", (256, 2048), "binary_crossentropy"),
    "pct_offset_attention_point_classifier": ("nadam", (4, 32)),
    "stylegan_adain_face_generator": ("adam_amsgrad", (4, 32), "mse"),
}

if __name__ == "__main__":
    main(MODELS, HERE, sys.argv[1:])

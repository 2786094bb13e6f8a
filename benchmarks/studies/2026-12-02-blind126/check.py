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
    "repvgg_a0_multibranch_classifier": ("sgd_momentum_accumulate2", (4, 24)),
    "bisenet_two_path_segmenter": ("sgd", (2, 12)),
    "deberta_disentangled_text_classifier": ("adamw_ema", (4, 16)),
    "f16_mmoe_multitask_recommender": ("adam_amsgrad", (512, 4096), "binary_crossentropy"),
    "stgcn_traffic_forecaster": ("rmsprop_centered", (8, 48), "mse"),
    "hifigan_v2_mel_vocoder": ("adadelta", (2, 12), "mse"),
}

if __name__ == "__main__":
    main(MODELS, HERE, sys.argv[1:])

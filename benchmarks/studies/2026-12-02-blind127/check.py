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
    "mixnet_s_mixconv_classifier": ("rmsprop", (2, 12)),
    "centernet_resnet18_detector": ("adam", (2, 12), "mse"),
    "bf16_albert_shared_layer_text_classifier": ("adafactor", (4, 20)),
    "dien_interest_evolution_ctr": ("adagrad", (512, 2560), "binary_crossentropy"),
    "quartznet_5x5_speech_recognizer": ("sgd_nesterov", (4, 20)),
    "f16_graphsage_sampled_reddit_classifier": ("lion", (128, 512)),
}

if __name__ == "__main__":
    main(MODELS, HERE, sys.argv[1:])

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
    "unetpp_nested_skip_segmenter": ("adamw", (2, 8)),
    "performer_favor_text_classifier": ("adafactor", (2, 8)),
    "deeplabv3_aspp_segmenter": ("sgd_nesterov", (4, 16)),
    "cbam_attention_resnet_classifier": ("adamax", (4, 32)),
    "nystromformer_text_classifier": ("adam_global_clipnorm", (1, 6)),
    "f16_neumf_collaborative_filter": ("ftrl", (1024, 8192), "binary_crossentropy"),
}

if __name__ == "__main__":
    main(MODELS, HERE, sys.argv[1:])

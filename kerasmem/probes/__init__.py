"""All hardware and runtime access: TensorFlow's allocator and devices, NVML, and the host.

Nothing outside this package calls ``tf.config.experimental.get_memory_info``
or NVML; tests fake this one boundary.
"""

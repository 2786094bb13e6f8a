"""All hardware and runtime access: TensorFlow's allocator (and, later, NVML and the host).

Nothing outside this package calls ``tf.config.experimental.get_memory_info``
or NVML; tests fake this one boundary.
"""

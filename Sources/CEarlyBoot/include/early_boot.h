// CEarlyBoot has no interface: linked into panel-picker, its constructor (hash_seed.c) keeps the
// Swift runtime from waiting for the kernel's random pool before main.

// Early in a boot the kernel's random pool may not be ready yet: under QEMU's emulation the
// initramfs's picker entered main 1.0 s after its exec, the second the pool took ("random: crng
// init done" came just then), and a board with no hardware source of randomness waits as long or
// longer. The wait is the Swift runtime's, before main: a static initialiser reads the hashing
// seed with the getrandom system call, which blocks until the pool is ready, unless the variable
// SWIFT_DETERMINISTIC_HASHING is set (the runtime's GlobalObjects.cpp and Random.cpp).
//
// When the pool is not ready, this constructor, whose priority runs it before every initialiser
// without one, runs the program again at once with that variable set. Setting it in place does
// not work: setenv() moves `environ`, and the static runtime finds the command line next to it on
// the stack (the picker saw no arguments at all). Such a process hashes with a fixed seed: a
// client that could send it many keys chosen to collide would slow its dictionaries down, and
// nothing worse. Started once the pool is ready, it hashes with a random seed as before.
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

static char deterministic_hashing[] = "SWIFT_DETERMINISTIC_HASHING=1";

// The C library calls an initialiser in .init_array with the program's arguments and environment.
__attribute__((constructor(101))) static void seed_hashing_without_waiting(int argc, char **argv, char **envp) {
    (void)argc;
    unsigned char byte;
    if (getenv("SWIFT_DETERMINISTIC_HASHING") != NULL || getrandom(&byte, 1, GRND_NONBLOCK) >= 0 || errno != EAGAIN) {
        return;
    }
    size_t count = 0;
    while (envp[count] != NULL) {
        count += 1;
    }
    char **environment = malloc((count + 2) * sizeof *environment);
    if (environment == NULL) {
        return;
    }
    environment[0] = deterministic_hashing;
    memcpy(environment + 1, envp, (count + 1) * sizeof *environment);
    execve("/proc/self/exe", argv, environment);
    // No /proc: the program goes on, and waits for the pool as it did.
    free(environment);
}

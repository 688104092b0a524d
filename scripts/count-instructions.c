/* A QEMU TCG plugin for scripts/count-instructions: adds up the instructions of every translated
 * block each time it runs, and prints the sum when the program exits. Debian ships QEMU with
 * plugins enabled but without qemu-plugin.h or a counting plugin, so the few calls of QEMU's plugin
 * API (version 1, QEMU 7.2's) this needs are declared here. */
#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>

typedef uint64_t qemu_plugin_id_t;
struct qemu_plugin_tb;
struct qemu_info_t;
enum qemu_plugin_op { QEMU_PLUGIN_INLINE_ADD_U64 };
void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t, void (*)(qemu_plugin_id_t, struct qemu_plugin_tb *));
void qemu_plugin_register_vcpu_tb_exec_inline(struct qemu_plugin_tb *, enum qemu_plugin_op, void *, uint64_t);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t, void (*)(qemu_plugin_id_t, void *), void *);

__attribute__((visibility("default"))) int qemu_plugin_version = 1;

/* One counter for every thread: exact for a single-threaded program, which the counted ones are. */
static uint64_t executed;

static void translated(qemu_plugin_id_t id, struct qemu_plugin_tb *tb) {
    (void)id;
    qemu_plugin_register_vcpu_tb_exec_inline(tb, QEMU_PLUGIN_INLINE_ADD_U64, &executed, qemu_plugin_tb_n_insns(tb));
}

static void exited(qemu_plugin_id_t id, void *unused) {
    (void)id, (void)unused;
    fprintf(stderr, "instructions: %" PRIu64 "\n", executed);
}

__attribute__((visibility("default"))) int qemu_plugin_install(qemu_plugin_id_t id, const struct qemu_info_t *info, int argc, char **argv) {
    (void)info, (void)argc, (void)argv;
    qemu_plugin_register_vcpu_tb_trans_cb(id, translated);
    qemu_plugin_register_atexit_cb(id, exited, NULL);
    return 0;
}

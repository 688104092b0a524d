import os
import subprocess

from harness.machine import MachineSpec

# The Debian package under the real systemd (252) as PID 1, on bochs-drm at the installed config's
# 800x480: `dpkg -i` must install, enable and start the service as scripts/install and
# `systemctl enable --now` do (the same checks as the systemd scenario), a second boot must bring
# back the selection, `dpkg --remove` must stop the units and keep the conffile, and purge must
# leave nothing of the package behind (docs/packaging.md).
MACHINE = MachineSpec(display="bochs", width=800, height=480, memory_mb=768, timeout_s=600,
                      systemd=True, boots=2)


def hook_package(ctx, args):
    """Builds the .deb on the host (not under TCG) from the binary under test, into the results
    folder the guest sees as $VM_OUT; replies `ok FILE`."""
    repo = ctx.machine.repo
    built = subprocess.run([os.path.join(repo, "scripts", "package"), "--binary", os.path.join(args.strip(), "panel-picker"),
                            "--out", ctx.out_dir], cwd=repo, capture_output=True, text=True)
    if built.returncode != 0:
        return "error " + " ".join((built.stderr or built.stdout).split())[:400]
    return "ok " + os.path.basename(built.stdout.strip().splitlines()[-1])

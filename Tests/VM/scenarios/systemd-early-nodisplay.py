from harness.machine import MachineSpec

# The early unit with no panel at all (no display device): it must give up after its bounded wait
# and let the boot go on to multi-user.target, as Plymouth does when no card0 comes.
MACHINE = MachineSpec(display=None, memory_mb=768, timeout_s=420, systemd=True, boots=1)

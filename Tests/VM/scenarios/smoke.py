from harness.machine import MachineSpec
MACHINE = MachineSpec(display="bochs", width=800, height=600, timeout_s=40)

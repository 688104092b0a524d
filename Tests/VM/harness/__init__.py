"""PanelPicker's real-kernel test harness: boots the installed Debian kernel
under QEMU with the host's root shared read-only, runs a guest script inside
it and lets that script ask the host for screen captures, input and checks.
See Tests/VM/README.md."""

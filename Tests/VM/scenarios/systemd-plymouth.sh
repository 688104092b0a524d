# Runs as the vm-scenario unit under systemd (guest/systemd-root.sh), as root, after multi-user.target.
# The early unit was enabled and Plymouth's theme set before this boot began (systemd-plymouth.root.sh);
# the host filmed the screen meanwhile (systemd-plymouth.py).
. Tests/VM/scenarios/systemd-plymouth.lib.sh
EARLY=panel-picker-early.service

check_handed_over $EARLY early

# plymouth quit came after READY=1: plymouthd exited after the picker's first frame, and before
# plymouth-quit.service (the boot's own `plymouth quit`) started: the quit was the unit's ExecStartPost=.
sysinit=$(usec sysinit.target ActiveEnterTimestampMonotonic)
{
  echo "since the kernel started (ms): plymouthd $(ms "$plymouthd_start"), card0 $(ms "$device"), early exec $(ms "$exec_start"),"
  echo "  first frame (journal) $(ms "$frame"), plymouthd exited $(ms "$plymouthd_exit"), early active $(ms "$active"),"
  echo "  sysinit.target $(ms "$sysinit"), plymouth-quit.service $(ms "$quit_unit")"
  echo "journal: $frame_line"
} > "$VM_OUT/plymouth-times.txt"
host check PASS plymouth-times "$(vm_oneline < "$VM_OUT/plymouth-times.txt")"
check plymouth-quit-after-ready sh -c "test '$frame' -gt 0 -a '$frame' -lt '$plymouthd_exit' -a '$plymouthd_exit' -lt '$quit_unit' \
  || { echo 'first frame $frame, plymouthd exited $plymouthd_exit, plymouth-quit.service $quit_unit (us)'; exit 1; }"

plymouth_film "$VM_OUT/plymouth-times.txt"

check_starts_without_plymouth $EARLY early

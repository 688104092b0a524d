# Runs as the vm-scenario unit under systemd (guest/systemd-root.sh), as root, after multi-user.target.
# The early unit was enabled and Plymouth's theme set before this boot began (systemd-plymouth.root.sh);
# the host filmed the screen meanwhile (systemd-plymouth.py).
PP=/usr/local/bin/panel-picker
EARLY=panel-picker-early.service

usec() { systemctl show -p "$2" --value "$1"; }
ms() { awk -v u="$1" 'BEGIN { printf "%.1f", u / 1000 }'; }

journalctl -b -o short-monotonic > "$VM_OUT/journal.txt"
journalctl -b -o short-monotonic -u $EARLY -u plymouth-start.service -u plymouth-quit.service > "$VM_OUT/journal-picker.txt"
check early-running sh -c "test \"\$(systemctl show -p SubState --value $EARLY)\" = running"
check plymouth-started test "$(systemctl show -p ActiveState --value plymouth-start.service)" = active
check plymouthd-gone sh -c '! pidof plymouthd'
host compare-within 10 plymouth-screen-equals-render early.png

# Both plymouth commands ran and succeeded: from PID 1's network namespace, plymouthd was reachable.
systemctl show -p ExecStartPre -p ExecStartPost $EARLY > "$VM_OUT/exec-status.txt"
check plymouth-deactivate-succeeded grep -q '^ExecStartPre=.*argv\[\]=/usr/bin/nsenter --net=/proc/1/ns/net /usr/bin/plymouth deactivate .*code=exited ; status=0 }' "$VM_OUT/exec-status.txt"
check plymouth-quit-succeeded grep -q '^ExecStartPost=.*argv\[\]=/usr/bin/nsenter --net=/proc/1/ns/net /usr/bin/plymouth quit --retain-splash .*code=exited ; status=0 }' "$VM_OUT/exec-status.txt"
check plymouth-client-said-nothing sh -c "! journalctl -b -u $EARLY -o cat | grep -i 'plymouth'"

# plymouth quit came after READY=1: plymouthd (plymouth-start.service's main process) exited after
# the picker's first frame (its journal line, sent with READY=1), and before plymouth-quit.service
# (the boot's own `plymouth quit`) started: the quit was the unit's ExecStartPost=.
frame_line=$(grep -m 1 'first frame on screen' "$VM_OUT/journal-picker.txt")
frame=$(echo "$frame_line" | awk -F'[][]' '{ printf "%d", $2 * 1000000 }')
plymouthd_exit=$(usec plymouth-start.service ExecMainExitTimestampMonotonic)
plymouthd_start=$(usec plymouth-start.service ExecMainStartTimestampMonotonic)
device=$(usec dev-dri-card0.device ActiveEnterTimestampMonotonic)
exec_start=$(usec $EARLY ExecMainStartTimestampMonotonic)
active=$(usec $EARLY ActiveEnterTimestampMonotonic)
quit_unit=$(usec plymouth-quit.service ExecMainStartTimestampMonotonic)
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

host hook frames 120
echo "film: ${VM_REPLY#ok }" >> "$VM_OUT/plymouth-times.txt"

# Without Plymouth at all (no /usr/bin/plymouth) the unit starts as before: "-" covers a missing program.
mv /usr/bin/plymouth /usr/bin/plymouth.absent
systemctl stop $EARLY
rm -f /run/panel-picker/state
check early-without-plymouth systemctl start $EARLY
systemctl show -p ExecStartPre -p ExecStartPost $EARLY >> "$VM_OUT/exec-status.txt"
check early-without-plymouth-running test "$(systemctl show -p SubState --value $EARLY)" = running
mv /usr/bin/plymouth.absent /usr/bin/plymouth

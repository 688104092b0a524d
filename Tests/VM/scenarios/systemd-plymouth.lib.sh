# What the Plymouth scenarios share: systemd-plymouth (the early unit) and systemd-plymouth-late (the
# normal one) each take the panel over from the splash. Sourced by their .root.sh (the splash, set up
# before the boot) and by their .sh (the guest's checks of the hand-over, after guest/lib.sh).

# plymouth_splash_root: chrooted in the overlay root before systemd starts, at the first boot, once
# PanelPicker is installed with the picker's config in /etc/panel-picker/config.json.
plymouth_splash_root() {
  # spinfinity: a blue gradient, which neither the console nor a black frame can be taken for.
  plymouth-set-default-theme spinfinity
  # plymouthd waits 8 s for a DRM device before it falls back to text; under TCG card0 comes tens of
  # seconds after systemd (as the early unit's own bounds are widened in systemd-early.root.sh).
  sed -i 's/^DeviceTimeout=.*//' /etc/plymouth/plymouthd.conf
  echo 'DeviceTimeout=300' >> /etc/plymouth/plymouthd.conf
  # The panel's driver loaded before systemd starts, as on a Debian system with Plymouth: its
  # initramfs hook copies the DRM drivers into the initramfs, udev loads them there and the splash is
  # up before the root's systemd starts the picker. (Loaded by the root's udev, card0 brings the
  # picker's start and plymouthd's first picture together: a race, which the splash won in one run.)
  modprobe bochs || echo "vm-init: modprobe bochs failed"
  # What the picker's first frame must be, for the host, which films the screen from the boot's start
  # (scenarios/systemd-plymouth.py): rendered now, long before the panel comes up.
  "$VM_BIN/panel-picker" render --config /etc/panel-picker/config.json --out /vm/out/picker.png.part \
    && mv /vm/out/picker.png.part /vm/out/picker.png
}

usec() { systemctl show -p "$2" --value "$1"; }
ms() { awk -v u="$1" 'BEGIN { printf "%.1f", u / 1000 }'; }

# check_handed_over UNIT NAME: UNIT (checks named NAME-...) took the panel over from the splash and
# runs; the screen equals `render`; both plymouth commands of the unit ran and succeeded (from PID 1's
# network namespace, plymouthd was reachable). Sets the monotonic µs the scenarios compare: frame (the
# picker's first frame: its journal line, sent with READY=1; frame_line is that line), plymouthd_start,
# plymouthd_exit (plymouth-start.service's main process), device (card0), exec_start and active (UNIT),
# quit_unit (plymouth-quit.service's start, 0 if it never ran).
check_handed_over() {
  journalctl -b -o short-monotonic > "$VM_OUT/journal.txt"
  journalctl -b -o short-monotonic -u "$1" -u plymouth-start.service -u plymouth-quit.service \
    -u plymouth-quit-wait.service > "$VM_OUT/journal-picker.txt"
  check "$2-running" sh -c "test \"\$(systemctl show -p SubState --value $1)\" = running"
  check plymouth-started test "$(systemctl show -p ActiveState --value plymouth-start.service)" = active
  check plymouthd-gone sh -c '! pidof plymouthd'
  host compare-within 10 plymouth-screen-equals-render picker.png

  systemctl show -p ExecStartPre -p ExecStartPost "$1" > "$VM_OUT/exec-status.txt"
  check plymouth-deactivate-succeeded grep -q '^ExecStartPre=.*argv\[\]=/usr/bin/nsenter --net=/proc/1/ns/net /usr/bin/plymouth deactivate .*code=exited ; status=0 }' "$VM_OUT/exec-status.txt"
  check plymouth-quit-succeeded grep -q '^ExecStartPost=.*argv\[\]=/usr/bin/nsenter --net=/proc/1/ns/net /usr/bin/plymouth quit --retain-splash .*code=exited ; status=0 }' "$VM_OUT/exec-status.txt"
  check plymouth-client-said-nothing sh -c "! journalctl -b -u $1 -o cat | grep -i 'plymouth'"

  frame_line=$(grep -m 1 'first frame on screen' "$VM_OUT/journal-picker.txt")
  frame=$(echo "$frame_line" | awk -F'[][]' '{ printf "%d", $2 * 1000000 }')
  plymouthd_exit=$(usec plymouth-start.service ExecMainExitTimestampMonotonic)
  plymouthd_start=$(usec plymouth-start.service ExecMainStartTimestampMonotonic)
  device=$(usec dev-dri-card0.device ActiveEnterTimestampMonotonic)
  exec_start=$(usec "$1" ExecMainStartTimestampMonotonic)
  active=$(usec "$1" ActiveEnterTimestampMonotonic)
  quit_unit=$(usec plymouth-quit.service ExecMainStartTimestampMonotonic)
}

# plymouth_film TIMES_FILE: waits for the host's film (systemd-plymouth.py) and adds its summary.
plymouth_film() {
  host hook frames 120
  echo "film: ${VM_REPLY#ok }" >> "$1"
}

# check_starts_without_plymouth UNIT NAME: without Plymouth at all (no /usr/bin/plymouth) the unit
# starts as before: "-" covers a missing program.
check_starts_without_plymouth() {
  mv /usr/bin/plymouth /usr/bin/plymouth.absent
  systemctl stop "$1"
  # The early unit's state, of this boot: it starts afresh.
  rm -f /run/panel-picker/state
  systemctl reset-failed "$1"
  check "$2-without-plymouth" systemctl start "$1"
  systemctl show -p ExecStartPre -p ExecStartPost "$1" >> "$VM_OUT/exec-status.txt"
  check "$2-without-plymouth-running" test "$(systemctl show -p SubState --value "$1")" = running
  mv /usr/bin/plymouth.absent /usr/bin/plymouth
}

# Runs as the vm-scenario unit under systemd (guest/systemd-root.sh), as root, at each boot.
. Tests/VM/guest/display.sh
PP=/usr/local/bin/panel-picker
CONFIG=/etc/panel-picker/config.json

# unit_value PROPERTY: one property of panel-picker.service, as systemctl show gives it.
unit_value() { systemctl show -p "$1" --value panel-picker.service; }
is_running() { [ "$(unit_value ActiveState)/$(unit_value SubState)" = active/running ]; }

# check_running NAME: the service is active (running); for a Type=notify unit that means READY=1 came.
check_running() {
  if is_running && [ -n "$(unit_value StatusText)" ]; then
    host check PASS "$1"
  else
    host check FAIL "$1" "$(systemctl status --no-pager --lines=6 panel-picker.service 2>&1 | vm_oneline)"
  fi
}

# wait_restarted OLD_PID TENTHS: waits until another main process is running.
wait_restarted() {
  wait_for "$2" sh -c "pid=\$(systemctl show -p MainPID --value panel-picker.service); [ \"\$pid\" != 0 ] && [ \"\$pid\" != $1 ] && [ \"\$(systemctl show -p SubState --value panel-picker.service)\" = running ]"
}

# check_ctl NAME USER: `panel-picker ctl ping` as USER answers pong.
check_ctl() {
  if vm_out=$(runuser -u "$2" -- "$PP" ctl ping 2>&1) && [ "$vm_out" = pong ]; then
    host check PASS "$1"
  else
    host check FAIL "$1" "$(printf '%s' "$vm_out" | vm_oneline)"
  fi
}

# check_refused NAME USER: the socket turns USER away, and ctl says so.
check_refused() {
  if vm_out=$(runuser -u "$2" -- "$PP" ctl ping 2>&1); then
    host check FAIL "$1" "answered: $vm_out"
  elif printf '%s' "$vm_out" | grep -qE 'not allowed to use /run/panel-picker/control.sock'; then
    host check PASS "$1"
  else
    host check FAIL "$1" "$(printf '%s' "$vm_out" | vm_oneline)"
  fi
}

# check_socket_public NAME: the socket is where the socket unit made it, panel-picker:panel-picker 0660
# (RuntimeDirectory= hands the directory's files to the service's user), and its directory was
# not moved into /run/private.
check_socket_public() {
  vm_mode=$(stat -c '%U:%G %a' /run/panel-picker/control.sock 2>&1)
  if [ "$vm_mode" = "panel-picker:panel-picker 660" ] && [ ! -e /run/private/panel-picker ]; then
    host check PASS "$1"
  else
    host check FAIL "$1" "socket '$vm_mode'; $(ls -ld /run/panel-picker /run/private/panel-picker 2>&1 | vm_oneline)"
  fi
}

if [ "$VM_BOOT" = 1 ]; then
  wait_for 100 test -e /dev/dri/card0
  wait_for 50 test -e /sys/class/graphics/fbcon/cursor_blink
  console_fb=$(crtc_fb bochs-drm)
  check fbcon-owns-crtc test "${console_fb:-0}" != 0

  # docs/service.md, step by step.
  check install scripts/install --binary "$VM_BIN/panel-picker"
  useradd --create-home alice && useradd --create-home mallory
  check usermod usermod -aG panel-picker alice
  check enable-now systemctl enable --now panel-picker.socket panel-picker.service
  check_running started-ready
  systemctl status --no-pager panel-picker.socket panel-picker.service > "$VM_OUT/status.txt" 2>&1
  check no-dynamic-user-failure sh -c '! journalctl -b -u panel-picker.service | grep -E "217/USER|dynamic user"'
  "$PP" render --config "$CONFIG" --out "$VM_OUT/installed.png"
  host compare-within 10 screen-equals-render installed.png

  check_socket_public socket-public
  check_ctl ctl-root root
  check_ctl ctl-group-member alice
  check_refused ctl-outsider-refused mallory
  systemctl restart panel-picker.service
  check_socket_public socket-public-after-restart
  check_ctl ctl-group-member-after-restart alice

  # Reload: same process, the edited config on screen.
  pid=$(unit_value MainPID)
  sed -i 's/"tint": "#0a84ff"/"tint": "#ff375f"/' "$CONFIG"
  "$PP" render --config "$CONFIG" --out "$VM_OUT/reloaded.png"
  check reload systemctl reload panel-picker.service
  check reload-keeps-process test "$(unit_value MainPID)" = "$pid"
  host compare-within 10 reload-applied reloaded.png

  # kill -9: restarted by systemd, with the selection it had saved.
  check select "$PP" ctl select hour 9
  "$PP" render --config "$CONFIG" --select hour=9 --out "$VM_OUT/selected.png"
  host compare-within 10 selected selected.png
  sleep 3
  pid=$(unit_value MainPID)
  kill -9 "$pid"
  check kill9-restarted wait_restarted "$pid" 300
  host compare-within 10 kill9-selection-restored selected.png

  # A short watchdog keeps a healthy process alive...
  mkdir -p /etc/systemd/system/panel-picker.service.d
  printf '[Service]\nWatchdogSec=2s\n' > /etc/systemd/system/panel-picker.service.d/watchdog.conf
  systemctl daemon-reload
  systemctl restart panel-picker.service
  check watchdog-2s test "$(unit_value WatchdogUSec)" = 2s
  pid=$(unit_value MainPID)
  sleep 8
  check watchdog-fed sh -c "test \"\$(systemctl show -p MainPID --value panel-picker.service)\" = $pid"
  # ...and kills a wedged one, which systemd then restarts.
  kill -STOP "$pid"
  check watchdog-restarts-wedged wait_restarted "$pid" 400
  check watchdog-timeout-logged sh -c 'journalctl -b -u panel-picker.service | grep -q "Watchdog timeout"'
  host compare-within 10 watchdog-selection-restored selected.png

  # Stop: the console's mode and picture come back.
  check stop systemctl stop panel-picker.service
  check_kd console-text-after-stop /dev/tty1 0
  check_crtc_restored stop bochs-drm "$console_fb"

  # For the second boot: a selection made over the socket by a member of the group.
  systemctl start panel-picker.service
  check_running started-again
  check select-for-reboot runuser -u alice -- "$PP" ctl select minute 45
  sleep 3
  journalctl -b -o short-monotonic -u panel-picker.socket -u panel-picker.service > "$VM_OUT/journal-boot1.txt"
else
  "$PP" render --config "$CONFIG" --select hour=9 --select minute=45 --out "$VM_OUT/rebooted.png"
  check_running boot2-started-ready
  check boot2-no-restarts test "$(unit_value NRestarts)" = 0
  host compare-within 10 boot2-selection-kept rebooted.png
  check_socket_public boot2-socket-public
  check_ctl boot2-ctl-group-member alice
  check boot2-state-saved test -s /var/lib/panel-picker/state
  journalctl -b -o short-monotonic -u panel-picker.socket -u panel-picker.service > "$VM_OUT/journal-boot2.txt"
  systemd-analyze blame --no-pager > "$VM_OUT/blame-boot2.txt" 2>&1
fi

# The installed kiosk service, as the systemd scenarios check it (systemd.sh: scripts/install;
# systemd-deb.sh: the Debian package). Sourced after lib.sh; $PP is the installed panel-picker.

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

# check_service_on_duty: the enabled service just started, as docs/service.md promises it: ready,
# on screen as `render` draws its config, its socket for root and the group (alice) but not others
# (mallory), across a restart; a reload applies an edited config in the same process; after kill -9
# systemd restarts it with the selection it had saved (hour 9, left in place for later checks).
check_service_on_duty() {
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
  # ctl's select takes row 9, render's --select the row's value: the hours start at 1, so "10".
  check select "$PP" ctl select hour 9
  "$PP" render --config "$CONFIG" --select hour=10 --out "$VM_OUT/selected.png"
  host compare-within 10 selected selected.png
  sleep 3
  pid=$(unit_value MainPID)
  kill -9 "$pid"
  check kill9-restarted wait_restarted "$pid" 300
  host compare-within 10 kill9-selection-restored selected.png
}

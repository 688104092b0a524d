# Helpers for the display scenarios (sourced after lib.sh).

PP="$VM_BIN/panel-picker"
# run saves its state; the guest's root is the host's, so keep the state in the guest's own /tmp
# (start_picker gives each run a directory of its own).
export STATE_DIRECTORY=/tmp/picker-state

# picker_config FILE WxH [DISPLAY_JSON]: a two-column picker at size WxH on a
# coloured background (a black buffer shown by mistake cannot pass for it);
# the control socket's screenshots may be written into $VM_OUT.
picker_config() {
  printf '%s\n' "{\"size\": \"$2\", \"theme\": {\"background\": \"#1a2b3c\", \"tint\": \"#ff9f0a\"},
  \"columns\": [
    {\"id\": \"hour\", \"range\": {\"from\": 0, \"to\": 23, \"format\": \"%02d\"}, \"selected\": 9, \"infinite\": true},
    {\"id\": \"minute\", \"range\": {\"from\": 0, \"to\": 59, \"format\": \"%02d\"}, \"selected\": 41}
  ],
  \"control\": {\"screenshot_dir\": \"$VM_OUT\"},
  \"display\": ${3:-{\}}}" > "$1"
}

# start_picker NAME CONFIG [ARGS...]: `panel-picker run` in the background, log in $VM_OUT/NAME.log,
# standard output (the selection it prints on exit) in $VM_OUT/NAME.out;
# waits until it logs its first frame on screen and its input devices open (or exits). $PICKER_PID is its pid.
start_picker() {
  vm_state="/tmp/picker-state-$1"; vm_log="$VM_OUT/$1.log"; vm_config=$2; vm_out="$VM_OUT/$1.out"; shift 2
  # A state of its own: a run must not start from the selection the previous one saved.
  STATE_DIRECTORY="$vm_state" "$PP" run --config "$vm_config" "$@" < "${PICKER_STDIN:-/dev/null}" > "$vm_out" 2> "$vm_log" &
  PICKER_PID=$!
  wait_for 400 sh -c "grep -q 'first frame on screen' '$vm_log' || ! kill -0 $PICKER_PID"
  # A panel's input devices open in the loop's turn after the first frame's: a key sent before
  # they do is nobody's (speech-hda lost its first one). An offscreen picker opens none: waiting
  # for them took fbdev-bochs-800x600's auto-desktop run the whole 400 tries, 2 minutes under TCG.
  grep -q '^panel-picker: display: offscreen' "$vm_log" ||
    wait_for 400 sh -c "grep -q 'input devices opened' '$vm_log' || ! kill -0 $PICKER_PID"
}

# stop_picker NAME [SIGNAL]: SIGTERM (or SIGNAL); checks NAME-sigterm-exit: status 0 within a second
# (within $STOP_LIMIT_MS milliseconds when set).
stop_picker() {
  vm_t0=$(now_ms)
  kill -"${2:-TERM}" "$PICKER_PID"
  wait "$PICKER_PID"; vm_status=$?
  vm_ms=$(( $(now_ms) - vm_t0 ))
  echo "sigterm-to-exit ${vm_ms} ms, status $vm_status" >> "$VM_OUT/$1.log"
  if [ "$vm_status" = 0 ] && [ "$vm_ms" -lt "${STOP_LIMIT_MS:-1000}" ]; then
    host check PASS "$1-sigterm-exit"
  else
    host check FAIL "$1-sigterm-exit" "status $vm_status after $vm_ms ms: $(tail -n 3 "$VM_OUT/$1.log" | vm_oneline)"
  fi
}

# expect_failure NAME STATUS PATTERN CONFIG [ARGS...]: `run` must exit STATUS with a message matching PATTERN.
# $PP_WRAP, when set, is a command prefix (e.g. setpriv to run as another user).
expect_failure() {
  vm_name=$1 vm_want=$2 vm_pattern=$3 vm_config=$4; shift 4
  timeout 60 $PP_WRAP "$PP" run --config "$vm_config" "$@" < /dev/null 2> "$VM_OUT/$vm_name.log"; vm_status=$?
  if [ "$vm_status" = "$vm_want" ] && grep -qE -- "$vm_pattern" "$VM_OUT/$vm_name.log"; then
    host check PASS "$vm_name"
  else
    host check FAIL "$vm_name" "status $vm_status (want $vm_want): $(vm_oneline < "$VM_OUT/$vm_name.log")"
  fi
}

# render_expected CONFIG PNG: the offscreen frame of the same config, for `host compare`.
render_expected() {
  "$PP" render --config "$1" --out "$VM_OUT/$2" 2> "$VM_OUT/$2.log" || host check FAIL "render-$2" "$(vm_oneline < "$VM_OUT/$2.log")"
}

# crtc_fb DRIVER: the framebuffer id on the first CRTC (0 when off), read back with modetest.
crtc_fb() {
  modetest -M "$1" -p 2>/dev/null | awk '/^CRTCs:/ {getline; getline; print $2; exit}'
}

# check_crtc_restored NAME DRIVER BEFORE: the CRTC shows framebuffer BEFORE again.
check_crtc_restored() {
  vm_after=$(crtc_fb "$2")
  if [ -n "$vm_after" ] && [ "$vm_after" = "$3" ]; then
    host check PASS "$1-crtc-restored"
  else
    host check FAIL "$1-crtc-restored" "CRTC framebuffer '$vm_after' after exit, '$3' before start"
  fi
}

# kd_mode TTY: the console's KDGETMODE value (0 text, 1 graphics).
kd_mode() {
  python3 -c 'import fcntl, struct, sys
with open(sys.argv[1], "rb") as tty:
    word = bytearray(4)
    fcntl.ioctl(tty, 0x4B3B, word)  # KDGETMODE
    print(struct.unpack("i", word)[0])' "$1"
}

# set_kd TTY MODE: KDSETMODE (0 text, 1 graphics), as a desktop's display server does.
set_kd() {
  python3 -c 'import fcntl, sys
with open(sys.argv[1], "rb") as tty:
    fcntl.ioctl(tty, 0x4B3A, int(sys.argv[2]))  # KDSETMODE' "$1" "$2"
}

# check_kd NAME TTY WANT: the console's mode is WANT (0 text, 1 graphics).
check_kd() {
  vm_mode=$(kd_mode "$2" 2>&1)
  if [ "$vm_mode" = "$3" ]; then host check PASS "$1"; else host check FAIL "$1" "KDGETMODE on $2 is '$vm_mode', expected $3"; fi
}

# start_touchscreen: the display and input drivers, then the touchscreen the scenario's `prepare`
# hook describes in $VM_OUT/touchscreen.evemu, made with uinput ($UINPUT_NODE, $UINPUT_PID).
start_touchscreen() {
  load_display
  load_input
  host hook prepare || host check FAIL prepare-hook "$VM_REPLY"
  uinput_device "$VM_OUT/touchscreen.evemu"
}

# tablet_drag: column a's drag on QEMU's tablet (usb or virtio: both 0..32767), harness/input_cases.py's
# TABLET_X and TABLET_Y, whose trace `simulate` replays.
tablet_drag() {
  host tablet 8192 20480 down
  for vm_y in 19115 17749 16384 14336; do sleep 0.1; host tablet 8192 $vm_y move; done
  sleep 0.5
  host tablet 8192 14336 up
}

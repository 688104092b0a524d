# The device image of systemd-early (PanelPicker installed, only its early unit enabled), with the
# unit's own bounds: the wider ones systemd-early gives a panel that TCG brings up late are removed,
# and the panel's drop-in beside them (the wait for card0) is kept.
. Tests/VM/scenarios/systemd-early.root.sh
rm /etc/systemd/system/panel-picker-early.service.d/tcg.conf

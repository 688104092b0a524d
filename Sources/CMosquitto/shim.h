#pragma once
#include <mosquitto.h>

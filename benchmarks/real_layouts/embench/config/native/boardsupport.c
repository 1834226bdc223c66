#include "support.h"
void initialise_board(void) {}
void start_trigger(void) {}
void stop_trigger(void) {}

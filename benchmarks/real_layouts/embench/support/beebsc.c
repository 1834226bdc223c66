#include "support.h"
static unsigned long seed = 1;
int rand_beebs(void) { seed = seed * 1103515245UL + 12345UL; return (int)((seed >> 16) & 0x7fff); }

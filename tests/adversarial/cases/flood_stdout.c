/* Flood stdout forever: the output cap must end it (output_limit), and the host must keep only
   a bounded head of it. */
#include <stdio.h>
#include <string.h>
int main(void) {
    static char line[1 << 16];
    memset(line, 'A', sizeof line - 1);
    for (;;) fputs(line, stdout);
}

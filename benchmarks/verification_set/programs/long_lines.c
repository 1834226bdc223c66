/* Longest line.  Input: text of at most 10^6 bytes, lines of any length (the last may lack its
   newline).  Output: the number of lines, the length of the longest line and its 1-based number
   (the first of equally long ones); "0 0 0" for an empty input. */
#include <stdio.h>

int main(void) {
    long lines = 0, best = -1, best_line = 0, len = 0;
    int c, open = 0;
    while ((c = getchar()) != EOF) {
        if (c == '\n') {
            lines++;
            if (len > best) {
                best = len;
                best_line = lines;
            }
            len = 0;
            open = 0;
        } else {
            len++;
            open = 1;
        }
    }
    if (open) {
        lines++;
        if (len > best) {
            best = len;
            best_line = lines;
        }
    }
    printf("%ld %ld %ld\n", lines, best < 0 ? 0 : best, best_line);
    return 0;
}

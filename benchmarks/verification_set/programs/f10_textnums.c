/* Numbers in a text.  Input: free text of at most 10^6 bytes in which every maximal run of
   digits (0-9) has at most 12 digits.  Each such run is a number, read in base 10 (leading
   zeros allowed); the bytes around it do not matter (a '-' or a '.' before it is not part of
   it).  Output: one line "count N sum S largest L", N the number of numbers, S their sum and L
   the largest (0 when there is none), then a line "lines K" with the number of lines that hold
   a number. */
#include <stdio.h>

int main(void) {
    long long count = 0, sum = 0, largest = 0, lines = 0;
    long long value = 0;
    int in_number = 0, line_has = 0;
    for (;;) {
        int c = getchar();
        if (c >= '0' && c <= '9') {
            value = in_number ? value * 10 + (c - '0') : c - '0';
            in_number = 1;
            continue;
        }
        if (in_number) {
            count++;
            sum += value;
            if (value > largest) largest = value;
            line_has = 1;
            in_number = 0;
        }
        if (c == '\n' || c == EOF) {
            lines += line_has;
            line_has = 0;
        }
        if (c == EOF) break;
    }
    printf("count %lld sum %lld largest %lld\nlines %lld\n", count, sum, largest, lines);
    return 0;
}

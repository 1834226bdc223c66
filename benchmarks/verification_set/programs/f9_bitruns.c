/* Runs of bits.  Input: lines until the end of the input, at most 10^6 bytes in all (a last line
   without a newline still counts).  A line of only the characters 0 and 1 (possibly none) is a
   bit string; any other line is not.  Output per line: "L Z K", L the longest run of 1s, Z the
   longest run of 0s and K the number of runs of 1s of the bit string, or "invalid". */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') n--;
        long ones = 0, zeros = 0, run = 0, runs = 0;
        int valid = 1;
        for (long i = 0; i < n; i++) {
            char c = line[i];
            if (c != '0' && c != '1') {
                valid = 0;
                break;
            }
            if (i == 0 || c != line[i - 1]) {
                run = 0;
                if (c == '1') runs++;
            }
            run++;
            if (c == '1' && run > ones) ones = run;
            if (c == '0' && run > zeros) zeros = run;
        }
        if (valid) printf("%ld %ld %ld\n", ones, zeros, runs);
        else puts("invalid");
    }
    free(line);
    return 0;
}

/* ISBNs, one a line.  Input: lines until the end of the input (at most 10^6 bytes in all); the
   last line may lack its newline.  A line is an ISBN-10 when, its hyphens left out, it is nine
   digits and a last digit or 'X' (worth 10) whose weighted sum (the first times 10, the second
   times 9, and so on to the last times 1) is a multiple of 11; it is an ISBN-13 when, its
   hyphens left out, it is 13 digits whose sum, every second digit (the second, the fourth, ...)
   counted three times, is a multiple of 10.  A hyphen may only stand between two digits (or a
   digit and the 'X'); nothing else may be on the line.  Output: per line "ISBN-10", "ISBN-13"
   or "bad"; then a line "valid V of N". */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int check(const char *s, long n) {
    int digit[16], count = 0;
    for (long i = 0; i < n; i++) {
        if (s[i] == '-') {
            if (i == 0 || i == n - 1 || s[i - 1] == '-') return 0;
            continue;
        }
        if (count >= 13) return 0;
        if (s[i] >= '0' && s[i] <= '9') digit[count++] = s[i] - '0';
        else if (s[i] == 'X' && i == n - 1) digit[count++] = 10;
        else return 0;
    }
    if (count == 10) {
        long sum = 0;
        for (int i = 0; i < 10; i++) sum += (long)(10 - i) * digit[i];
        return sum % 11 == 0 ? 10 : 0;
    }
    if (count == 13) {
        long sum = 0;
        for (int i = 0; i < 13; i++) {
            if (digit[i] == 10) return 0;
            sum += i % 2 ? 3 * digit[i] : digit[i];
        }
        return sum % 10 == 0 ? 13 : 0;
    }
    return 0;
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long lines = 0, valid = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') n--;
        lines++;
        int kind = check(line, n);
        if (kind) {
            valid++;
            printf("ISBN-%d\n", kind);
        } else {
            puts("bad");
        }
    }
    printf("valid %ld of %ld\n", valid, lines);
    free(line);
    return 0;
}

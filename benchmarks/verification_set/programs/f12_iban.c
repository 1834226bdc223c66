/* IBANs, one a line.  Input: lines until the end of the input (at most 10^6 bytes in all); the
   last line may lack its newline.  A line is an IBAN when it is 15 to 34 characters: two
   upper-case letters, two digits, then upper-case letters and digits, with nothing else on the
   line (no blanks), and the number it makes is 1 modulo 97: the first four characters moved to
   the end, every letter replaced by its two digits (A by 10, B by 11, ..., Z by 35).  Output:
   per line "ok" or "bad"; then a line "valid V of N". */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

static int alpha(char c) {
    return c >= 'A' && c <= 'Z';
}

static int digit(char c) {
    return c >= '0' && c <= '9';
}

static int iban(const char *s, long n) {
    if (n < 15 || n > 34) return 0;
    if (!alpha(s[0]) || !alpha(s[1]) || !digit(s[2]) || !digit(s[3])) return 0;
    long remainder = 0;
    for (long k = 0; k < n; k++) {
        char ch = s[(k + 4) % n];
        if (digit(ch)) remainder = (remainder * 10 + (ch - '0')) % 97;
        else if (alpha(ch)) remainder = (remainder * 100 + (ch - 'A' + 10)) % 97;
        else return 0;
    }
    return remainder == 1;
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
        if (iban(line, n)) {
            valid++;
            puts("ok");
        } else {
            puts("bad");
        }
    }
    printf("valid %ld of %ld\n", valid, lines);
    free(line);
    return 0;
}

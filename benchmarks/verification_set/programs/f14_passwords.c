/* Passwords, one a line.  Input: lines until the end of the input (at most 10^6 bytes in all);
   the last line may lack its newline, and a carriage return at the end of a line is not part of
   it.  A password is strong when it has 8 to 64 bytes, a lowercase letter (a-z), a capital
   (A-Z), a digit (0-9) and a symbol (any other byte from '!' to '~'), no blank (a space or a
   tab) and no byte three times in a row.  Output: per line "strong", or "weak" and then what is
   wrong, in this order: " short" (fewer than 8 bytes), " long" (more than 64), " lower",
   " upper", " digit", " symbol" (for each kind it lacks), " blank" (it has a space or a tab),
   " repeat" (a byte three times in a row, compared exactly); then a line "strong S of N". */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long lines = 0, strong = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') n--;
        if (n > 0 && line[n - 1] == '\r') n--;
        lines++;
        int lower = 0, upper = 0, digit = 0, symbol = 0, blank = 0, repeat = 0;
        for (long i = 0; i < n; i++) {
            unsigned char c = (unsigned char)line[i];
            if (c >= 'a' && c <= 'z') lower = 1;
            else if (c >= 'A' && c <= 'Z') upper = 1;
            else if (c >= '0' && c <= '9') digit = 1;
            else if (c >= '!' && c <= '~') symbol = 1;
            else if (c == ' ' || c == '\t') blank = 1;
            if (i >= 2 && line[i] == line[i - 1] && line[i] == line[i - 2]) repeat = 1;
        }
        int is_short = n < 8, is_long = n > 64;
        if (!is_short && !is_long && lower && upper && digit && symbol && !blank && !repeat) {
            strong++;
            puts("strong");
            continue;
        }
        fputs("weak", stdout);
        if (is_short) fputs(" short", stdout);
        if (is_long) fputs(" long", stdout);
        if (!lower) fputs(" lower", stdout);
        if (!upper) fputs(" upper", stdout);
        if (!digit) fputs(" digit", stdout);
        if (!symbol) fputs(" symbol", stdout);
        if (blank) fputs(" blank", stdout);
        if (repeat) fputs(" repeat", stdout);
        putchar('\n');
    }
    printf("strong %ld of %ld\n", strong, lines);
    free(line);
    return 0;
}

/* Roman numerals.  Input: lines until the end of the input (the last may lack its newline),
   each holding one token and nothing else: either a decimal number from 1 to 3999 (as strtol
   reads it in base 10: an optional sign, then digits) or a Roman numeral of that range in its
   usual form (capital letters, the subtractive pairs IV IX XL XC CD CM, no letter more than
   three times in a row).  Output per line: the number as a Roman numeral, or the numeral's
   value in decimal. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int letter_value(int c) {
    switch (c) {
    case 'I': return 1;
    case 'V': return 5;
    case 'X': return 10;
    case 'L': return 50;
    case 'C': return 100;
    case 'D': return 500;
    case 'M': return 1000;
    default: return 0;
    }
}

static void to_roman(long n) {
    static const int values[13] = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
    static const char *const names[13] = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX",
                                          "V", "IV", "I"};
    for (int i = 0; i < 13; i++)
        while (n >= values[i]) {
            fputs(names[i], stdout);
            n -= values[i];
        }
    putchar('\n');
}

int main(void) {
    char line[64];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (letter_value((unsigned char)line[0])) {
            long total = 0;
            for (size_t i = 0; line[i]; i++) {
                int v = letter_value((unsigned char)line[i]), after = letter_value((unsigned char)line[i + 1]);
                if (!v) return 1;
                total += v < after ? -v : v;
            }
            printf("%ld\n", total);
        } else {
            char *end;
            long n = strtol(line, &end, 10);
            if (end == line || *end || n < 1 || n > 3999) return 1;
            to_roman(n);
        }
    }
    return 0;
}

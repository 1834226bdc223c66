/* Letter case of words.  Input: free text, any bytes, at most 10^6 of them.  A word is a maximal
   run of the ASCII letters A-Z and a-z.  A word is "lower" when all its letters are lowercase,
   "upper" when it has two or more letters all uppercase, "title" when its first letter is
   uppercase and the others (none or more) lowercase, and "mixed" otherwise.  Output: on one
   line "lower L upper U title T mixed M longest W", the words of each class and the letters of
   the longest word (0 for no words). */
#include <stdio.h>

int main(void) {
    long lower = 0, upper = 0, title = 0, mixed = 0, longest = 0;
    long len = 0, capitals = 0;
    int first_capital = 0;
    for (;;) {
        int c = getchar();
        int is_upper = c >= 'A' && c <= 'Z', is_lower = c >= 'a' && c <= 'z';
        if (is_upper || is_lower) {
            if (len == 0) first_capital = is_upper;
            len++;
            capitals += is_upper;
            continue;
        }
        if (len > 0) {
            if (capitals == 0) lower++;
            else if (capitals == len && len >= 2) upper++;
            else if (first_capital && capitals == 1) title++;
            else mixed++;
            if (len > longest) longest = len;
        }
        len = capitals = 0;
        if (c == EOF) break;
    }
    printf("lower %ld upper %ld title %ld mixed %ld longest %ld\n", lower, upper, title, mixed,
           longest);
    return 0;
}

/* Letter counts.  Input: any text of at most 10^6 bytes (the last line may lack its newline).
   Letters are A-Z and a-z, counted without case; digits are 0-9.  A word is a maximal run of
   letters, a number a maximal run of digits.  Output: one line "c N" for each letter that occurs
   (c in lower case), the most frequent first and letters of equal counts in alphabetical order;
   then "letters L digits D other O", the bytes of each class (every byte that is neither a
   letter nor a digit is other, newlines included); then "words W numbers M lines N", N the
   number of newline bytes. */
#include <stdio.h>

int main(void) {
    long count[26] = {0}, letters = 0, digits = 0, other = 0, words = 0, numbers = 0, lines = 0;
    int prev = 0, c;  /* the class of the byte before: 0 other, 1 letter, 2 digit */
    while ((c = getchar()) != EOF) {
        int cls = 0;
        if (c >= 'A' && c <= 'Z') c += 'a' - 'A';
        if (c >= 'a' && c <= 'z') {
            count[c - 'a']++;
            letters++;
            cls = 1;
        } else if (c >= '0' && c <= '9') {
            digits++;
            cls = 2;
        } else {
            other++;
            if (c == '\n') lines++;
        }
        if (cls == 1 && prev != 1) words++;
        if (cls == 2 && prev != 2) numbers++;
        prev = cls;
    }
    int shown[26] = {0};
    for (;;) {
        int best = -1;
        for (int i = 0; i < 26; i++)
            if (!shown[i] && count[i] > 0 && (best < 0 || count[i] > count[best])) best = i;
        if (best < 0) break;
        shown[best] = 1;
        printf("%c %ld\n", 'a' + best, count[best]);
    }
    printf("letters %ld digits %ld other %ld\n", letters, digits, other);
    printf("words %ld numbers %ld lines %ld\n", words, numbers, lines);
    return 0;
}

import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { forwardRef, useState } from 'react';
import { InputField, type InputFieldProps } from './InputField.tsx';

/** A password input with a show/hide toggle (an InputField, so the sign-in screen can use it). */
export const PasswordField = forwardRef<HTMLInputElement, Omit<InputFieldProps, 'type' | 'endAdornment'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <InputField
        {...props}
        ref={ref}
        type={visible ? 'text' : 'password'}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={visible ? 'Hide password' : 'Show password'}
              onClick={() => setVisible((shown) => !shown)}
              onMouseDown={(event) => event.preventDefault()}
              edge="end"
              size="small"
            >
              {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
            </IconButton>
          </InputAdornment>
        }
      />
    );
  },
);

'use client';

import { Component, type ReactNode } from 'react';
import { BlockErrorView } from './block-error-view';

interface Props {
  children: ReactNode;
  message: string;
  tryAgainLabel: string;
}

/** Catches errors thrown by a block's interactive island in the browser, one block at a time. */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('block failed in the browser', error);
  }

  render() {
    if (this.state.failed) {
      return (
        <BlockErrorView
          message={this.props.message}
          tryAgainLabel={this.props.tryAgainLabel}
          onRetry={() => this.setState({ failed: false })}
        />
      );
    }
    return this.props.children;
  }
}
